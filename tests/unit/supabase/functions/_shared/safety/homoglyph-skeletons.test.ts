// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import unhomoglyph from 'unhomoglyph';
import { describe, expect, it } from 'vitest';
import {
  foldCharacters,
  latinLetter,
  stripAccents,
} from '../../../../../../supabase/functions/_shared/safety/normalise-text.ts';
import {
  HOMOGLYPH_SKELETONS_FILE,
  renderHomoglyphSkeletons,
} from '../../../../../../scripts/generate-homoglyph-skeletons.ts';
import { HARMLESS_SENTENCES, UNSAFE_INPUTS } from '../../../../../corpora/safety/index.ts';

const require = createRequire(import.meta.url);
const NON_ASCII = /[^\t\n\r -~]/gu;

/** The fold as it was with the whole unhomoglyph package, to compare the cut table against. */
function foldWithPackage(text: string, skeletonOf: (character: string) => string): string {
  return stripAccents(text)
    .replace(NON_ASCII, (character) => latinLetter(skeletonOf(character)))
    .toLowerCase();
}

describe('the look-alike table of the safety check', () => {
  it('folds every Unicode code point exactly as the whole unhomoglyph table does', () => {
    const data = require('unhomoglyph/data.json') as Record<string, string>;
    const differences: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      const expected = foldWithPackage(character, (one) => data[one] ?? one);
      if (foldCharacters(character) !== expected) differences.push(codePoint.toString(16));
    }
    expect(differences).toEqual([]);
  }, 60_000);

  it('folds the safety corpora and mixed look-alike text as the package does', () => {
    const texts = [
      ...UNSAFE_INPUTS.map((input) => input.text),
      ...HARMLESS_SENTENCES.map((sentence) => sentence.text),
      'Тhе dragоn ѕаid ｋｉｌｌ 𝐛𝐥𝐨𝐨𝐝 ⓢⓔⓧ k\u200bill ĸill',
    ];
    for (const text of texts) expect(foldCharacters(text)).toBe(foldWithPackage(text, unhomoglyph));
  });

  it('is the table the generator makes now (run `npm run safety:homoglyphs` when it is not)', async () => {
    expect(readFileSync(HOMOGLYPH_SKELETONS_FILE, 'utf8')).toBe(await renderHomoglyphSkeletons());
  }, 60_000);
});
