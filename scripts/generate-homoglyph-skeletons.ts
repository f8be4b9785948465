// Generates supabase/functions/_shared/safety/homoglyph-skeletons.ts: the Unicode look-alike table
// of the unhomoglyph package (its confusables skeletons), cut to the characters the safety check can
// ever look up. The check folds text with NFKC, drops accents and invisible characters and only then
// looks up single characters, so the package's 6,311 entries shrink to the ~2,300 that can still
// appear there, and the safety chunk drops the ~200 KB data file. Same answers, character for
// character: tests/unit/shared/homoglyph-skeletons.test.ts checks every code point.
// `npm run safety:homoglyphs` writes the file.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format, resolveConfig } from 'prettier';
import { stripAccents } from '../supabase/functions/_shared/safety/normalise-text.ts';

export const HOMOGLYPH_SKELETONS_FILE = 'supabase/functions/_shared/safety/homoglyph-skeletons.ts';

const require = createRequire(import.meta.url);
const PRINTABLE_ASCII = /^[\t\n\r -~]$/;

/** Every character that can be left after stripAccents, whatever text it was given. */
function reachableCharacters(): Set<string> {
  const reachable = new Set<string>();
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    for (const character of stripAccents(String.fromCodePoint(codePoint))) reachable.add(character);
  }
  return reachable;
}

/** The look-alike table: a character the check may see, and its skeleton where that differs. */
export function buildHomoglyphSkeletons(): Array<[string, string]> {
  const data = require('unhomoglyph/data.json') as Record<string, string>;
  const reachable = reachableCharacters();
  return Object.entries(data)
    .filter(([character, skeleton]) => [...character].length === 1 && skeleton !== character)
    .filter(([character]) => !PRINTABLE_ASCII.test(character) && reachable.has(character))
    .sort(([a], [b]) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/**
 * The table as one string, the characters grouped by their skeleton: "skeleton#characters|…". No
 * character or skeleton holds "#" or "|" (the generator checks), and a group writes its skeleton
 * once for every character that folds to it: 10 KB gzip in the safety chunk, where an object of
 * 2,300 quoted pairs took 12.
 */
function packHomoglyphSkeletons(entries: ReadonlyArray<[string, string]>): string {
  const bySkeleton = new Map<string, string>();
  for (const [character, skeleton] of entries) {
    if (/[#|]/.test(character + skeleton))
      throw new Error(`"#" or "|" in ${character} ${skeleton}`);
    bySkeleton.set(skeleton, (bySkeleton.get(skeleton) ?? '') + character);
  }
  return [...bySkeleton]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([skeleton, characters]) => `${skeleton}#${characters}`)
    .join('|');
}

export async function renderHomoglyphSkeletons(): Promise<string> {
  const packed = packHomoglyphSkeletons(buildHomoglyphSkeletons());
  const source = `// Generated from the unhomoglyph package by \`npm run safety:homoglyphs\`; do not edit.
// Each character the safety check can see after NFKC and accent removal, grouped by its look-alike
// skeleton: "skeleton#characters|…" (scripts/generate-homoglyph-skeletons.ts).
export const HOMOGLYPH_SKELETONS = ${JSON.stringify(packed)};
`;
  const options = await resolveConfig(HOMOGLYPH_SKELETONS_FILE);
  return format(source, { ...options, filepath: HOMOGLYPH_SKELETONS_FILE });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(HOMOGLYPH_SKELETONS_FILE, await renderHomoglyphSkeletons());
  console.log(`wrote ${HOMOGLYPH_SKELETONS_FILE} (${buildHomoglyphSkeletons().length} characters)`);
}
