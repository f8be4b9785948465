// Subject–verb number slips in a told story's sentences, for bench/storyteller-grammar.ts. The
// verbs and the subject compromise proposes come from its parse; this file then finds the subject
// a reader hears where the parse takes the wrong noun: a fronted place ("Behind her were the sea
// caves": the caves are the subject), a noun after a preposition ("the goose in wellies was"), a
// verb that is not finite ("help him do well", "what to do"), a clause inside another ("which was
// the real one"). Its number is the head noun's: "the police station was".
import nlp from 'compromise/three';
import { sentencesOf } from './storyteller-text.ts';

type Number = 'singular' | 'plural';
type Verbs = ReturnType<ReturnType<typeof nlp>['verbs']>;

interface Term {
  text: string;
  normal: string;
  post: string;
  tags: Set<string>;
  index: [number, number];
}

const SINGULAR_VERBS = new Set([
  'was',
  'is',
  'has',
  'does',
  "wasn't",
  "isn't",
  "hasn't",
  "doesn't",
]);
const PLURAL_VERBS = new Set([
  'were',
  'are',
  'have',
  'do',
  "weren't",
  "aren't",
  "haven't",
  "don't",
]);
const PLURAL_PRONOUNS = new Set(['they', 'we', 'these', 'those', 'both', 'many', 'few', 'several']);
const SINGULAR_PRONOUNS =
  /^(he|she|everyone|everybody|someone|somebody|nobody|no one|anyone|everything|something|nothing|this|that)$/;
/** Words whose number the verb may take either way, or that are no subject at all. */
const NUMBERLESS = new Set(['i', 'you', 'who', 'that', 'which', 'what', 'there', 'it', 'here']);
/** Pronouns in the object case are never a verb's subject: "help him do well". */
const OBJECT_PRONOUNS = new Set(['him', 'her', 'them', 'me', 'us', 'whom']);
/**
 * Prepositions, the closed class, so a fronted place is read as one even where the tagger takes
 * "Behind" or "Under" for an adjective or a verb.
 */
const PREPOSITIONS = new Set(
  'about above across after against along amid among around at before behind below beneath beside besides between beyond by down from in inside into near of off on onto opposite outside over past round through throughout to toward towards under underneath upon with within without'.split(
    ' ',
  ),
);
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

function termsOf(sentence: string, doc = nlp(sentence)): Term[] {
  return ((doc.docs as unknown as Term[][])[0] ?? []).map((term) => ({
    ...term,
    normal: term.normal.replace(/’/g, "'"),
  }));
}

/** A verb's number when it shows one: "was" is singular, "were" plural; "ran" shows none. */
function verbNumber(word: string): Number | null {
  if (SINGULAR_VERBS.has(word)) return 'singular';
  if (PLURAL_VERBS.has(word)) return 'plural';
  return null;
}

const isPreposition = (term: Term | undefined) =>
  term !== undefined && (term.tags.has('Preposition') || PREPOSITIONS.has(term.normal));
const ends = (term: Term | undefined) => term !== undefined && /[,;:.!?]/.test(term.post);
/** Words before a noun that belong to its phrase; the tagger reads some adjectives as adverbs. */
const modifies = (term: Term) =>
  term.tags.has('Determiner') ||
  term.tags.has('Adjective') ||
  term.tags.has('Adverb') ||
  term.tags.has('Possessive');
const nominal = (term: Term) =>
  term.tags.has('Noun') ||
  term.tags.has('Adjective') ||
  term.tags.has('Determiner') ||
  term.tags.has('Possessive') ||
  term.tags.has('Value');

/** The noun phrase that ends just before `end` (exclusive): "the goose" in "the goose in wellies". */
function phraseBefore(terms: readonly Term[], end: number): Term[] {
  let start = end;
  while (start > 0 && nominal(terms[start - 1] as Term) && !ends(terms[start - 2])) start -= 1;
  if (start > 0 && start < end && !ends(terms[start - 1])) {
    // "the box of cookies in the hall": the head is the first noun, before every preposition.
    const before = terms[start - 1] as Term;
    if (before.normal === 'of' || isPreposition(before)) return phraseBefore(terms, start - 1);
  }
  return terms.slice(start, end);
}

/**
 * The noun phrase that starts at `start`: "the sea caves" in "were the sea caves.", "the twins" in
 * "was the twins next door"; phrases joined by "and" are one.
 */
function phraseFrom(terms: readonly Term[], start: number): Term[] {
  let at = start;
  while (terms[at]?.tags.has('Adverb')) at += 1;
  const phrase: Term[] = [];
  let named: boolean = false;
  while (at < terms.length) {
    const term = terms[at] as Term;
    const joins: boolean = term.normal === 'and' && named;
    const noun: boolean = term.tags.has('Noun');
    if (!joins && !(named ? noun : nominal(term))) break;
    phrase.push(term);
    named = joins ? false : named || noun;
    at += 1;
    if (ends(term)) break;
  }
  return phrase;
}

/**
 * The head of a noun phrase: its last noun before any preposition, verb or participle ("the
 * friendly voice telling stories"), never a possessive ("the visitors' book").
 */
function headOf(phrase: readonly Term[]): Term | undefined {
  const upTo = phrase.findIndex(
    (term, index) =>
      index > 0 &&
      (isPreposition(term) ||
        term.tags.has('Verb') ||
        (/ing$/.test(term.normal) && phrase[index - 1]?.tags.has('Noun') === true)),
  );
  const nouns = phrase
    .slice(0, upTo < 0 ? phrase.length : upTo)
    .filter((term) => term.tags.has('Noun') && !term.tags.has('Possessive'));
  return nouns[nouns.length - 1];
}

const numbers = new Map<string, Number | null>();

/**
 * The number of a noun phrase: joined by "and" it is plural; otherwise its head noun's, from a
 * parse of the phrase alone, so the verb that follows cannot sway the tagger ("The cat were").
 */
function numberOf(phrase: readonly Term[]): Number | null {
  const words = phrase.map((term) => term.normal);
  const text = words.join(' ');
  if (!text || NUMBERLESS.has(text)) return null;
  if (words.includes('and')) return 'plural';
  if (PLURAL_PRONOUNS.has(text)) return 'plural';
  if (SINGULAR_PRONOUNS.test(text)) return 'singular';
  const said = phrase
    .map((term, index) => (index < phrase.length - 1 ? term.text + term.post : term.text))
    .join('');
  if (numbers.has(said)) return numbers.get(said) ?? null;
  const head = headOf(termsOf(said));
  const number: Number | null = !head
    ? null
    : head.tags.has('Plural')
      ? 'plural'
      : head.tags.has('Singular') || !nlp(head.text).nouns().isPlural().found
        ? 'singular'
        : 'plural';
  numbers.set(said, number);
  return number;
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
