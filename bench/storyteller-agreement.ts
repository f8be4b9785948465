// Subject–verb number slips in a told story's sentences, for bench/storyteller-grammar.ts. The
// verbs and the subject compromise proposes come from its parse; this file then finds the subject
// a reader hears where the parse takes the wrong noun: a fronted place ("Behind her were the sea
// caves": the caves are the subject), a noun after a preposition ("the goose in wellies was"), a
// verb that is not finite ("help him do well", "what to do"), a clause inside another ("which was
// the real one"). Its number is the head noun's: "the police station was".
import nlp from 'compromise/three';
import {
  ends,
  isPreposition,
  modifies,
  termsOf,
  verbNumber,
  type Term,
} from './storyteller-agreement-terms.ts';
import { headOf, numberOf, phraseBefore, phraseFrom } from './storyteller-phrase-number.ts';
import { sentencesOf } from './storyteller-text.ts';

type Verbs = ReturnType<ReturnType<typeof nlp>['verbs']>;

/** Pronouns in the object case are never a verb's subject: "help him do well". */
const OBJECT_PRONOUNS = new Set(['him', 'her', 'them', 'me', 'us', 'whom']);
/** A word before the subject that makes it part of another clause or an inverted question. */
const NESTED_BEFORE =
  /^(and|or|but|nor|would|should|could|can|will|must|might|may|shall|did|does|do|to|was|were|is|are|had|has|have)$/;

export interface AgreementSlip {
  sentence: string;
  subject: string;
  verb: string;
  /** The subject's head noun, whose number the verb disagrees with. */
  head: string;
}

/**
 * The subject a reader hears for the verb that starts at `verbAt`, given the parse's candidate,
 * or null where the verb has none that shows a number.
 */
function subjectOf(terms: readonly Term[], candidate: Term[], verbAt: number): Term[] | null {
  let subject = candidate;
  while (subject.length > 0 && /^(and|but|so|then|or)$/.test((subject[0] as Term).normal))
    subject = subject.slice(1);
  if (!subject[0]) return null;
  // "things near the wobbly kitchen": the parse may hand back the bare noun; its words come too.
  let at = subject[0].index[1];
  while (at > 0 && modifies(terms[at - 1] as Term) && !ends(terms[at - 2])) at -= 1;
  subject = [...terms.slice(at, subject[0].index[1]), ...subject];
  const first = subject[0] as Term;
  const end = at + subject.length;
  const before = terms[at - 1];
  // Between the subject and the verb, another verb, a "which" or a clause break means the verb
  // belongs to a clause of its own: "Wobbles did not know which was the real one".
  const between = terms.slice(end, verbAt);
  if (
    between.some(
      (term) =>
        term.tags.has('Verb') ||
        term.tags.has('QuestionWord') ||
        /^(which|who|that|what|and|or|but)$/.test(term.normal),
    ) ||
    [subject[subject.length - 1], ...between].some((term) => /[;:]/.test(term?.post ?? ''))
  )
    return null;
  // "Behind her were the sea caves", "On the shelf was the jars": the place is fronted and the
  // subject follows the verb. "the goose in wellies was": the noun before the preposition leads.
  const preposition = isPreposition(first) ? first : isPreposition(before) ? before : null;
  if (preposition) {
    const opens = preposition.index[1] === 0 || ends(terms[preposition.index[1] - 1]);
    if (opens && end === verbAt) return null;
    const head = phraseBefore(terms, preposition.index[1]);
    return head.some((term) => term.tags.has('Noun')) ? head : null;
  }
  // "the courage to face big waves was": the noun after an infinitive is its object, and the
  // subject is the phrase before "to".
  if (before?.tags.has('Verb') && terms[at - 2]?.normal === 'to' && end === verbAt) {
    const head = phraseBefore(terms, at - 2);
    return head.some((term) => term.tags.has('Noun')) ? head : null;
  }
  // "help him do well": a pronoun in the object case is no subject; the verb is a bare infinitive.
  if (subject.length === 1 && OBJECT_PRONOUNS.has(first.normal)) return null;
  // "Asking questions and testing ideas is": a gerund's clause is the subject, and it has no number.
  if (first.tags.has('Gerund') || before?.tags.has('Gerund')) return null;
  if (before && NESTED_BEFORE.test(before.normal)) {
    // "But the stars was": a clause may open with "but"; "the cat and the dogs": a subject joined
    // to the one before it is only part of the subject.
    const opening = /^(and|but|or)$/.test(before.normal) && (at === 1 || ends(terms[at - 2]));
    if (!opening) return null;
  }
  return subject;
}

/** "Behind her were the sea caves": a fronted place, the subject after the verb. */
function invertedSubject(terms: readonly Term[], verbAt: number, verbLength: number): Term[] {
  const before = terms[verbAt - 1];
  if (!before || ends(before)) return [];
  let start = verbAt - 1;
  while (start > 0 && !isPreposition(terms[start]) && !ends(terms[start - 1])) start -= 1;
  const opens = isPreposition(terms[start]) && (start === 0 || ends(terms[start - 1]));
  return opens ? phraseFrom(terms, verbAt + verbLength) : [];
}

function slip(sentence: string, subject: readonly Term[], verb: string): AgreementSlip {
  return {
    sentence,
    subject: subject.map((term) => term.text).join(' '),
    verb,
    head: (headOf(subject)?.text ?? '').replace(/[,;:.!?"”]+$/, '').replace(/[’']s$/, ''),
  };
}

function sentenceSlips(sentence: string): AgreementSlip[] {
  const doc = nlp(sentence);
  const terms = termsOf(sentence, doc);
  const slips: AgreementSlip[] = [];
  const verbs = doc.verbs();
  verbs.forEach((found) => {
    const verb = found as Verbs;
    const verbTerms = (verb.docs as unknown as Term[][])[0] ?? [];
    const verbAt = verbTerms[0]?.index[1];
    if (verbAt === undefined) return;
    const wanted = verbNumber(terms[verbAt]?.normal ?? '');
    // "what to do": after "to" the verb is an infinitive and shows no number.
    if (!wanted || terms[verbAt - 1]?.normal === 'to') return;
    const candidate = (verb.subjects().docs as unknown as Term[][])[0] ?? [];
    const inverted = invertedSubject(terms, verbAt, verbTerms.length);
    const subject = inverted.length > 0 ? inverted : subjectOf(terms, candidate, verbAt);
    if (!subject) return;
    const has = numberOf(subject);
    if (has && has !== wanted) slips.push(slip(sentence, subject, verb.text()));
  });
  // "There was the twins next door": the subject follows the verb.
  terms.forEach((term, at) => {
    if (term.normal !== 'there' || ends(term)) return;
    const verb = terms[at + 1];
    const wanted = verbNumber(verb?.normal ?? '');
    if (!verb || !wanted || ends(verb)) return;
    const subject = phraseFrom(terms, at + 2);
    const has = numberOf(subject);
    if (has && has !== wanted) slips.push(slip(sentence, subject, verb.text));
  });
  return slips;
}

const checked = new Map<string, AgreementSlip[]>();

/**
 * Subject–verb number slips in a text: "the garden gnomes was waiting", "There was the twins",
 * "On the shelf was the jars". A subject that is one of `names`, the story's given names, is one
 * person whatever its spelling ("Wobbles was glad").
 */
export function agreementSlips(
  text: string,
  names: ReadonlySet<string> = new Set(),
): AgreementSlip[] {
  return sentencesOf(text).flatMap((sentence) => {
    let found = checked.get(sentence);
    if (!found) {
      found = sentenceSlips(sentence);
      checked.set(sentence, found);
    }
    return found.filter((slip) => !names.has(slip.head));
  });
}
