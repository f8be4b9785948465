// "arjuns red welly", "my sisters bike", "grans cat": a possessive typed without its apostrophe. A
// plural before a thing typed in lower case is someone's: with no article a child means a name
// ("Arjun's") or what they call a relative ("Gran's"), and after "my" or "the" one of the family or
// a creature ("my sister's", "the dog's"). The words are the library's: its lexicon and its tags,
// never a list of misspellings.
import { COMPANION_KINDS, KIN_TITLES, PEOPLE_KINDS } from './idea-words.ts';
import { lexiconTags, type OffsetTerm } from './lexicon-tags.ts';
import { capitalise } from '../../../capitalise.ts';
import { givenNamePronoun, isListedGivenName } from './given-names.ts';
import { namesPlace } from '../place-kinds.ts';

const OWNERS = new Set(['my', 'his', 'her', 'our', 'their', 'your', 'the']);
const NAME_TAGS = new Set(['MaleName', 'FemaleName', 'FirstName', 'LastName']);
const VERB_TAGS =
  /^(Verb|Infinitive|PresentTense|PastTense|Gerund|Copula|Modal|Auxiliary|PhrasalVerb|Participle)$/;
const NOT_OWNED = /^(Pronoun|Preposition|Determiner|Conjunction|Value|QuestionWord)$/;
/**
 * Where a name can stand at the start of a phrase: "with arjuns welly", "found noahs teddy",
 * "a school where nasrins spells vanish".
 */
const OPENS_PHRASE = ['Preposition', 'Conjunction', 'Verb', 'QuestionWord'];

/** "postwoman", "fisherman": one whose word says what they are, whichever list has it. */
const ONE_WHO = /(man|woman|person)$/;
const isBeing = (stem: string) =>
  PEOPLE_KINDS.has(stem) ||
  ONE_WHO.test(stem) ||
  COMPANION_KINDS.has(stem) ||
  lexiconTags(stem).some((tag) => tag === 'Actor' || NAME_TAGS.has(tag));
const closes = (term: OffsetTerm) => (term.post ?? ' ').trim() !== '';

/**
 * The thing the word before owns, typed in lower case: "red welly", "birthday party"; null when
 * none follows. `subject` says the sentence's verb comes straight after it ("bike got a flat"),
 * which a plural and its noun ("sports day a friend", "cousins paddle a waka") never have.
 */
function ownedAfter(
  terms: readonly OffsetTerm[],
  index: number,
): { subject: boolean; tagged: boolean } | null {
  let at = index + 1;
  // "the twins next door": a place phrase, not a thing of theirs.
  while (terms[at]?.tags.includes('Adjective') && at < index + 3) {
    if (terms[at]?.text === 'next') return null;
    at += 1;
  }
  const owned = terms[at];
  if (!owned || !/^\p{Ll}/u.test(owned.text) || owned.tags.some((tag) => NOT_OWNED.test(tag)))
    return null;
  // "bike", "welly": a thing the tagger took for a verb or an adverb, which the lexicon never files
  // as a verb; "realize", "get" and "work" are verbs.
  const tagged = owned.tags.includes('Noun') && !owned.tags.includes('Verb');
  if (!tagged && lexiconTags(owned.text).some((tag) => VERB_TAGS.test(tag))) return null;
  let end = at;
  while (
    !closes(terms[end] as OffsetTerm) &&
    terms[end + 1]?.tags.includes('Noun') &&
    !terms[end + 1]?.tags.includes('Verb') &&
    // "his bandmates retrace their steps": "their" begins the object of a deed.
    !(terms[end + 1]?.tags.includes('Pronoun') && terms[end + 1]?.tags.includes('Possessive')) &&
    /^\p{Ll}/u.test(terms[end + 1]?.text ?? '')
  )
    end += 1;
  const next = terms[end + 1];
  // "her cousins paddle a waka": a word with an object after it is their deed, not their thing.
  if (next?.tags.includes('Determiner') || next?.tags.includes('Pronoun')) return null;
  // "his brothers wait on the roof": a phrasal verb's particle, which the tagger calls a verb too,
  // is no verb of a thing's.
  const subject =
    !closes(terms[end] as OffsetTerm) &&
    next !== undefined &&
    next.tags.includes('Verb') &&
    !next.tags.includes('Particle');
  return tagged || subject ? { subject, tagged } : null;
}

/**
 * "sleepover at grandmas flat, …": the tagger reads "flat" as a describing word with nothing after
 * it to describe, which after what a child calls a relative is the place of theirs.
 */
function kinPlace(
  terms: readonly OffsetTerm[],
  index: number,
  stem: string,
): { subject: boolean; tagged: boolean } | null {
  const place = terms[index + 1];
  if (!KIN_TITLES.has(stem) || !place) return null;
  // "first sleepover at abuelas house": the tagger reads "house" as a verb, but after what a
  // child calls a relative a word for a place is theirs.
  if (namesPlace(place.text) && /^\p{Ll}/u.test(place.text))
    return { subject: false, tagged: true };
  if (!place.tags.includes('Adjective')) return null;
  const next = terms[index + 2];
  return closes(place) || !next || !next.tags.includes('Noun')
    ? { subject: false, tagged: true }
    : null;
}

/** "rosas big sister", "tobis mum": one of the family, after what describes them. */
function kinAfter(terms: readonly OffsetTerm[], index: number): boolean {
  let at = index + 1;
  while (terms[at]?.tags.includes('Adjective') && at < index + 3) at += 1;
  return PEOPLE_KINDS.has(terms[at]?.text.toLowerCase() ?? '');
}

/** "arjuns" → "Arjun's", "sisters" after "my" → "sister's"; null when the word is no possessive. */
export function mendPossessive(terms: readonly OffsetTerm[], index: number): string | null {
  const term = terms[index] as OffsetTerm;
  const word = term.text;
  if (!/^\p{Ll}{3,}s$/u.test(word) || /(ss|us)$/.test(word) || closes(term)) return null;
  // "everyones toes": "everyone" and its kind have no plural and no verb, so with an "s" they own.
  if (/^(every|some|any|no)(one|body)s$/.test(word)) return `${word.slice(0, -1)}'s`;
  // "this", "tennis": a word the lexicon knows as something other than a plural is its own word.
  if (lexiconTags(word).some((tag) => tag !== 'Plural' && tag !== 'Actor')) return null;
  if (!term.tags.includes('Noun') || term.tags.includes('Verb')) return null;
  const stem = word.slice(0, -1);
  const owned =
    ownedAfter(terms, index) ??
    kinPlace(terms, index, stem) ??
    (kinAfter(terms, index) ? { subject: false, tagged: true } : null);
  if (!owned) return null;
  const before = terms[index - 1];
  // "all the knights helmets": after "all the", the owners are many, and own what follows together.
  if (
    before?.text.toLowerCase() === 'the' &&
    /^(all|both)$/.test(terms[index - 2]?.text.toLowerCase() ?? '') &&
    owned.tagged &&
    !closes(before)
  )
    return `${word}'`;
  // After "my" or "the", only someone owns: "the sports car" and "my glasses case" are kinds.
  if (before && OWNERS.has(before.text.toLowerCase()) && !closes(before))
    return isBeing(stem) ? `${stem}'s` : null;
  // "a fishermans daughter": after "a", one whose word says what they are owns what follows.
  if (before && /^an?$/i.test(before.text) && !closes(before))
    return ONE_WHO.test(stem) && owned.tagged ? `${stem}'s` : null;
  // "a door behind grandmas bookshelf": the lexicon files "behind" and "under" as describing.
  const opens =
    OPENS_PHRASE.some((tag) => before?.tags.includes(tag)) ||
    /^(behind|under|inside|beneath|beside|below|above|outside)$/i.test(before?.text ?? '');
  if (before && !opens) return null;
  const known = lexiconTags(stem);
  // "at wojteks birthday party": a given name no lexicon knows, before a thing, is its owner.
  if (known.length === 0 && owned.tagged && isListedGivenName(stem)) return `${capitalise(stem)}'s`;
  if (KIN_TITLES.has(stem) || (known.length > 0 && known.every((tag) => NAME_TAGS.has(tag))))
    return `${capitalise(stem)}'s`;
  // "it was rosas big sister": a name the tagger knows, before one of the family, is theirs.
  if (known.length === 0 && kinAfter(terms, index) && givenNamePronoun(capitalise(stem)))
    return `${capitalise(stem)}'s`;
  // With no article a child means someone doing something: "priyas hamster escaped", "grans cat
  // is lost"; "at sports day a friend trips" is a kind of day.
  if (!owned.subject) return null;
  if (isBeing(stem)) return `${stem}'s`;
  return known.every((tag) => tag === 'Noun') ? `${capitalise(stem)}'s` : null;
}
