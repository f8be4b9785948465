export type ExportFormat = 'epub' | 'markdown' | 'twee';

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  epub: 'epub',
  markdown: 'md',
  twee: 'twee',
};

/** Letters NFKD does not split into a base letter and an accent. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
};
/** Long enough for any short title; a pasted paragraph stays a usable file name. */
const MAX_SLUG_LENGTH = 60;
const FALLBACK = 'story';

/**
 * The name a story's file is saved under, made from its title: lowercase ASCII letters and digits
 * joined by hyphens (safe on every file system and in a URL), accents folded ("Zoë" → "zoe"),
 * apostrophes dropped ("Maya’s" → "mayas"), cut at a word; "story" when nothing of the title is left.
 */
export function nameStoryFile(title: string, format: ExportFormat): string {
  const words = title
    .toLowerCase()
    .replace(/[ßæœøđðłþ]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > MAX_SLUG_LENGTH) {
      slug ||= word.slice(0, MAX_SLUG_LENGTH);
      break;
    }
    slug = longer;
  }
  return `${slug || FALLBACK}.${EXPORT_EXTENSIONS[format]}`;
}
