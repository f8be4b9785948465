// Two clauses whose subject is the hero are told as one, the way an author would: "Oisín paused,
// studying the map" or "Oisín paused and studied the map", never "Oisín paused, and he studied the
// map". Only a plain past verb is shared ("was", "had" and "could" keep their own subject), and
// only after a clause that has no phrase of its own.
import { toGerund, toPastTense } from './read-english.ts';
import { capitalise } from '../../capitalise.ts';

export interface Subject {
  /** The hero's name, as the story tells it. */
  name: string;
  /** The hero's pronoun as a subject: "she", "he", "they", "I", "you". */
  pronoun: string;
}

const AUXILIARIES = new Set(
  'was were had did could would should might must can will is are am knew'.split(' '),
);

function subjectAt(clause: string, subject: Subject): string | null {
  const pronoun = capitalise(subject.pronoun);
  for (const lead of [subject.name, pronoun])
    if (clause.startsWith(`${lead} `)) return clause.slice(lead.length + 1);
  return null;
}

/**
 * The second clause told after the first without its subject, when both are the hero's: as a
 * participle ("…, studying the map") or as a second verb ("… and studied the map"); null when the
 * second clause cannot share the first's subject.
 */
export function shareSubject(
  first: string,
  next: string,
  subject: Subject,
  participle: boolean,
): string | null {
  // A first clause with a phrase of its own ("…, one part at a time") takes no second one.
  if (/["?:,]/.test(first) || /["?:]/.test(next) || subjectAt(first, subject) === null) return null;
  const predicate = subjectAt(next, subject);
  const verb = predicate ? /^([a-z]+) (.+)$/.exec(predicate) : null;
  if (!verb || AUXILIARIES.has(verb[1] as string)) return null;
  const [, past, rest] = verb as unknown as [string, string, string];
  if (toPastTense(past) !== past || toGerund(past) === past) return null;
  return participle ? `, ${toGerund(past)} ${rest}` : ` and ${past} ${rest}`;
}
