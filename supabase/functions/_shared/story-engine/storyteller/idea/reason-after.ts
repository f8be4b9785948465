// "it was the neighbour cos he cant stand the practising": why the culprit did it, when the idea
// says, told as what they did then ("could not stand the practising"), so the ending keeps the
// idea's own reason instead of a stock one. A verb's past comes from the library's conjugation.
import { tagWords, toPastTense, type TaggedWord } from '../read-english.ts';

const BECAUSE = /^(because|since|as)$/;
const SUBJECT = /^(he|she|it|they)$/;
/** "xx", "pls" typed at the end are the writer's, not the culprit's reason (laughter is never read). */
const SIGN_OFF = /(\s+(xx+|pls|plz)\b[\s!.]*)+$/i;

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
    .replace(SIGN_OFF, '')
    .replace(/[\s,.;:!?]+$/, '');
  if (told.split(/\s+/).length < 3) return null;
  const predicate = told.replace(/^\S+\s+/, '').replace(/[.!?]+$/, '');
  return toldInThePast(predicate) || null;
}

/** What a present-tense predicate's first verb says in the past: "cant stand" → "could not stand". */
const PAST: readonly [RegExp, string][] = [
  [/^(can['’]?t|cannot|can not)\b/i, 'could not'],
  [/^can\b/i, 'could'],
  [/^(won['’]?t|will not)\b/i, 'would not'],
  [/^will\b/i, 'would'],
  [/^(doesn['’]?t|don['’]?t|does not|do not)\b/i, 'did not'],
  [/^(isn['’]?t|is not)\b/i, 'was not'],
  [/^(aren['’]?t|are not)\b/i, 'were not'],
  [/^is\b/i, 'was'],
  [/^are\b/i, 'were'],
  [/^(has|have)\b/i, 'had'],
];

function toldInThePast(predicate: string): string {
  for (const [present, past] of PAST)
    if (present.test(predicate)) return predicate.replace(present, past);
  const [first = '', ...rest] = predicate.split(' ');
  const tags = tagWords(`she ${first}`)[1]?.tags;
  if (!tags?.has('Verb') || !tags.has('PresentTense')) return predicate;
  return [toPastTense(first), ...rest].join(' ');
}
