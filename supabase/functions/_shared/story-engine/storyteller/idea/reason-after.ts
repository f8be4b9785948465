// "it was the neighbour cos he cant stand the practising": why the culprit did it, when the idea
// says, told as what they did then ("could not stand the practising"), so the ending keeps the
// idea's own reason instead of a stock one. The tense comes from the library's sentence parse.
import nlp from 'compromise';
import type { TaggedWord } from '../read-english.ts';

const BECAUSE = /^(because|since|as)$/;
const SUBJECT = /^(he|she|it|they)$/;
/** "lol", "haha", "xx" typed at the end are the writer's, not the culprit's reason. */
const LAUGHTER = /(\s+(lol|haha+|hehe+|xx+|lmao|pls|plz)\b[\s!.]*)+$/i;

/** The reason told after the words ending at `end`, without its subject; null when none is told. */
export function reasonAfter(words: readonly TaggedWord[], end: number): string | null {
  const because = words[end];
  const subject = words[end + 1];
  if (!because || !subject || !BECAUSE.test(because.normal) || !SUBJECT.test(subject.normal))
    return null;
  const told = words
    .slice(end + 1)
    .filter((word) => word.sentence === because.sentence)
    .map((word) => ('after' in word ? `${word.text}${String(word.after)}` : `${word.text} `))
    .join('')
    .replace(LAUGHTER, '')
    .replace(/[\s,.;:!?]+$/, '');
  if (told.split(/\s+/).length < 3) return null;
  const past = nlp(told).sentences().toPastTense().text();
  return past.replace(/^\S+\s+/, '').replace(/[.!?]+$/, '') || null;
}
