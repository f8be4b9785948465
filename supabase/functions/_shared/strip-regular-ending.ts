// The regular English endings a dictionary of lemmas leaves out ("ponies", "hopped", "baking",
// "happier", "bakers", "happily"). One list, so the on-device model's readable-English check and the
// safety gate's split of glued words know the same words.
const ENDINGS = ['s', 'es', 'ed', 'ing', 'er', 'ers', 'est', 'ly'];

/**
 * What the word may be a regular inflection of, longest ending or not: "ponies" → "pony",
 * "hopped" → "hop", "baking" → "bake", "happily" → "happy". Empty when it has no regular ending.
 */
export function stripRegularEnding(word: string): string[] {
  const stems: string[] = [];
  const add = (stem: string) => {
    if (stem.length > 1) stems.push(stem);
  };
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    add(stem);
    add(`${stem}e`);
    if (/(.)\1$/.test(stem)) add(stem.slice(0, -1));
    if (stem.endsWith('i')) add(`${stem.slice(0, -1)}y`);
  }
  return stems;
}
