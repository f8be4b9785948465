// Agreement in the storyteller's sentences: a verb or pronoun set after a story token agrees with
// the noun phrase the token becomes in this story ("Kit and Ola were", "the puppy was", "you were"),
// never with the one the template was written for.
import { isPlural } from '../read-english.ts';

/** Words that agree in number with a noun phrase: singular, plural. */
const AGREEING: Record<string, readonly [string, string]> = {
  i: ['I', 'we'],
  was: ['was', 'were'],
  is: ['is', 'are'],
  has: ['has', 'have'],
  it: ['it', 'them'],
  they: ['it', 'they'],
  its: ['its', 'their'],
  this: ['this', 'these'],
};

/** What the first person says instead: "I am", "I have"; "I was" stays. */
const FIRST_PERSON: Record<string, string> = { is: 'am', has: 'have' };

/**
 * The form of `word` ("was", "is", "has", "it", …) that agrees with `subject`, the noun phrase the
 * story uses; null for a word that does not agree.
 */
export function agreeingForm(word: string, subject: string): string | null {
  const forms = AGREEING[word];
  if (!forms) return null;
  const said = subject.trim();
  if (said === 'I' && /^(was|is|has)$/.test(word)) return FIRST_PERSON[word] ?? word;
  if (/^you$/i.test(said)) return forms[1];
  // "Rhys was": one capitalised word is someone's name, however plural its ending looks.
  const name = /^\p{Lu}[\p{L}'’-]*$/u.test(said);
  // "the pumpkins that had been Rashid's school were": the head comes before what tells of it.
  const head = said.replace(/\s+(?:that|who|which)\s.*$/, '');
  return forms[!name && isPlural(head) ? 1 : 0];
}

const AFTER_TOKEN = /(^|(\S+)\s+)\{(\w+)\}(\s+)(was|is|has)\b/g;

// Prepositions are a closed class, and the tagger reads "near", "behind" and "past" as adjectives
// when they stand alone: the template's word before a token is looked up here.
const PREPOSITIONS = new Set(
  'about above across after against along among around at before behind below beneath beside besides between beyond by despite down during except for from in inside into like near of off on onto out outside over past since through throughout to toward towards under underneath until up upon with within without'.split(
    ' ',
  ),
);

/**
 * A template whose verb follows a token, "{comp} was thinking", asks for the form that agrees with
 * it: "{comp} {was:comp} thinking". A token after a preposition is no subject: "near {place} was".
 */
export function markAgreement(template: string): string {
  return template.replace(
    AFTER_TOKEN,
    (
      match,
      lead: string,
      before: string | undefined,
      token: string,
      space: string,
      verb: string,
    ) => {
      const previous = before?.replace(/[^\p{L}]/gu, '').toLowerCase() ?? '';
      if (PREPOSITIONS.has(previous)) return match;
      return `${lead}{${token}}${space}{${verb}:${token}}`;
    },
  );
}

const SINGULAR_FORMS: Record<string, string> = { were: 'was', are: 'is', have: 'has' };

/**
 * "wanted to play a joke and then were too shy to own up": a predicate written for one subject,
 * told of another, has the verbs that belong to the subject (first, or after "and" or "then")
 * agree with it ("the puppy … was too shy"); verbs of other subjects inside it ("it had been")
 * stay.
 */
export function agreePredicate(predicate: string, subject: string): string {
  return predicate.replace(
    /(^|\band |\bthen )(was|were|is|are|has|have)\b/g,
    (_, lead: string, verb: string) =>
      `${lead}${agreeingForm(SINGULAR_FORMS[verb] ?? verb, subject) ?? verb}`,
  );
}
