// An idea typed with Every Word Capitalised, as some grandparents type on a phone, read with its
// small words in lower case.
import { KIN_TITLES, PEOPLE_KINDS } from './idea-words.ts';
const SMALL_WORDS =
  /(?<=\S\s+)\b(A|An|The|And|Or|But|Of|On|In|At|To|For|With|About|From|Into|By|Our|My|Your|His|Her|Their|Its|Is|Are|Was|Were|This|That|Last|Next|Every|All|Some)\b(?![.!?])/g;

/**
 * "A Story For My Granddaughter Aisling About Our Holiday On The Canal Boat With Grandpa And The
 * Swans": an idea typed with Every Word Capitalised has its small words in lower case, so "And" is
 * never read as Grandpa's name. A sentence's first word keeps its capital.
 */
export function untitled(text: string): string {
  const words = text.match(/\p{L}+/gu) ?? [];
  const titled = words.filter((word) => /^\p{Lu}\p{Ll}/u.test(word)).length;
  if (words.length < 6 || titled < words.length * 0.8) return text;
  // "For My Granddaughter Aisling": who someone is to the writer is a word, not a name, but
  // "Grandpa" is what a child calls him.
  const small = (word: string, at: number) =>
    /[.!?:]\s*$/.test(text.slice(0, at)) ? word : word.toLowerCase();
  return text
    .replace(SMALL_WORDS, (word, _small, at: number) => small(word, at))
    .replace(/(?<=\S\s+)\b\p{Lu}\p{Ll}+\b/gu, (word, at: number) =>
      PEOPLE_KINDS.has(word.toLowerCase()) && !KIN_TITLES.has(word.toLowerCase())
        ? small(word, at)
        : word,
    );
}
