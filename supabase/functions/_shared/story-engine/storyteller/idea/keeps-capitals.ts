import type { TaggedWord } from '../read-english.ts';
import { writtenAsName } from './written-as-name.ts';

// Words a story writes with their capital wherever they stand: names, and the proper adjectives
// the library knows ("Kazakh", "French"), days and months.
const NAMED = ['ProperNoun', 'Demonym', 'WeekDay', 'Month'];

const INITIALISM = /^\p{Lu}[\p{Lu}\d]+$/u;

/**
 * Whether a word taken from the idea keeps the capitals the idea gave it mid-sentence: a name or a
 * proper adjective by the library's tags, a word the idea capitalises mid-sentence, or an
 * initialism the library reads as one ("an old VW camper", "the NASA rocket"), unless the whole
 * idea is typed in capitals ("MY DOG ATE IT").
 */
export function keepsCapitals(words: readonly TaggedWord[], word: TaggedWord): boolean {
  if (NAMED.some((tag) => word.tags.has(tag)) || writtenAsName(words, word)) return true;
  const text = word.text.replace(/[^\p{L}\p{M}\d]+$/u, '');
  if (!word.tags.has('Acronym') || !INITIALISM.test(text)) return false;
  const sentence = words.filter((other) => other.sentence === word.sentence);
  const shouted = sentence.filter((other) =>
    INITIALISM.test(other.text.replace(/[^\p{L}\p{M}\d]+$/u, '')),
  );
  return shouted.length * 2 < sentence.length;
}

/** A word taken from the idea as a story tells it: "a Kazakh eagle hunter", "a greenhouse AI". */
export function toldAsTyped(words: readonly TaggedWord[], word: TaggedWord): string {
  return keepsCapitals(words, word) ? word.text.replace(/[^\p{L}\p{M}\d]+$/u, '') : word.normal;
}
