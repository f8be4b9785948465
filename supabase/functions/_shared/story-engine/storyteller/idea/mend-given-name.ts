// "teen detective shirin", "my son yusuf", "cian the shepherd boy", "kofi's shoe": a given name
// typed in lower case is written with its capital where its place in the idea says it names
// someone, so every step after reads it as a name and the story tells it as one. Whether the word
// is a name at all comes from the tagger's name lists and given-names.ts; a word English also uses
// ("rose", "hope", "bill") is a name only where its place leaves no other reading.
import { tagWords, toInfinitive, toPastTense } from '../read-english.ts';
import { KINDS_OF_STORY } from './find-hero-kind.ts';
import { givenNamePronoun, isListedGivenName } from './given-names.ts';
import { withApostrophe } from './with-apostrophe.ts';
import { ageAfterName } from './age-after-name.ts';
import {
  COMPANION_KINDS,
  FAMILY_NAMES,
  HE_WORDS,
  KIN_TITLES,
  NOT_THINGS,
  PEOPLE_KINDS,
  SHE_WORDS,
  TIME_NOUNS,
  TITLES,
} from './idea-words.ts';
import { lexiconTags, type OffsetTerm } from './lexicon-tags.ts';
import { namedByPlace } from './name-by-place.ts';
import { capitalise } from '../../../capitalise.ts';

const NAME_TAGS = new Set(['MaleName', 'FemaleName', 'FirstName', 'LastName', 'Person']);
/** Tags a word standing where a name stands never has in its sentence. */
const NEVER_NAME =
  /^(Verb|Pronoun|Determiner|Preposition|Conjunction|QuestionWord|Value|Negative|Date|WeekDay|Month|Place|Country|City|Region|Demonym|Particle)$/;
/** And those a word no name list knows has where it is a describing word or a plural. */
const NOT_BARE = /^(Adjective|Adverb|Plural|Comparative|Superlative)$/;
/** Words that say what someone is, which stand before or after a name but are none. */
const KINDS = [
  COMPANION_KINDS,
  PEOPLE_KINDS,
  FAMILY_NAMES,
  KIN_TITLES,
  HE_WORDS,
  SHE_WORDS,
  TITLES,
  NOT_THINGS,
  TIME_NOUNS,
  KINDS_OF_STORY,
];
const BACK_TO_SOMEONE = new Set('he she him his her himself herself'.split(' '));
const OWNERS = new Set('my his her our their your'.split(' '));
const CLAUSE_OPENERS = new Set(
  'and but so then when while because until where vs or after before as'.split(' '),
);

/**
 * How surely a word, wherever it stands, is a given name: "name" when a name list knows it and
 * the lexicon files it as nothing else ("oskar", "kofi"), "noun" when English also uses it for a
 * thing ("rose", "poppy", "leo"), "word" when it is a verb or a describing word too ("will",
 * "move", "sunny"), "unknown" when neither knows it ("shirin").
 */
type Standing = 'name' | 'noun' | 'word' | 'unknown';

/** Whether a name list, the tagger's or given-names.ts, knows the word written with its capital. */
function listedName(word: string): boolean {
  const named = capitalise(word);
  const tags = tagWords(named)[0]?.tags;
  return givenNamePronoun(named) !== null || [...NAME_TAGS].some((tag) => tags?.has(tag));
}

function standing(word: string): Standing {
  const own = lexiconTags(word);
  const named = capitalise(word);
  const tags = tagWords(named)[0]?.tags;
  if (tags?.has('Actor')) return 'word';
  const listed = listedName(word);
  if (own.length > 0 && own.every((tag) => NAME_TAGS.has(tag))) return 'name';
  if (own.length === 0 && listed) return 'name';
  // "move", "glitched": a word the tagger reads on its own as a verb or a describing word.
  const alone = tagWords(word)[0]?.tags;
  if (['Verb', 'Adjective', 'Adverb'].some((tag) => alone?.has(tag))) return 'word';
  if (own.length === 0) return 'unknown';
  return own.every((tag) => tag === 'Noun' || tag === 'Singular') ? 'noun' : 'word';
}

const isKind = (word: string) => KINDS.some((kind) => kind.has(word));
const closes = (term: OffsetTerm | undefined) => (term?.post ?? ' ').trim() !== '';
/** A comma, a colon or a bracket after the word ends its clause; a hyphen joins two words. */
const breaks = (term: OffsetTerm | undefined) => /[,;:()!?.—–]|\s-\s/.test(term?.post ?? '');
const opens = (term: OffsetTerm) => /[("“]/.test((term as { pre?: string }).pre ?? '');
/** "tae-yang", "mei-ling": the last word of a name joined by hyphens. */
function lastOf(terms: readonly OffsetTerm[], index: number): number {
  let at = index;
  while (terms[at]?.post === '-' && /^\p{Ll}/u.test(terms[at + 1]?.text ?? '')) at += 1;
  return at;
}
const has = (term: OffsetTerm | undefined, tag: string) => term?.tags.includes(tag) === true;

/** A noun standing bare where a name stands: no verb, article or plural reading of its own. */
function bare(term: OffsetTerm, sure: Standing): boolean {
  if (term.tags.some((tag) => NEVER_NAME.test(tag))) return false;
  // "sigrid": a name the lists know may still read to the tagger as a describing word.
  if (sure === 'name') return true;
  return has(term, 'Noun') && !term.tags.some((tag) => NOT_BARE.test(tag));
}

/** The word opens a clause: the sentence's first, after a comma or a bracket, or after "and". */
function startsClause(terms: readonly OffsetTerm[], index: number): boolean {
  const previous = terms[index - 1];
  return (
    !previous ||
    breaks(previous) ||
    opens(terms[index] as OffsetTerm) ||
    CLAUSE_OPENERS.has(previous.text.toLowerCase())
  );
}

/** A verb told of what its subject does or is now or did: "finds", "looked", "is", "can". */
const tells = (term: OffsetTerm | undefined) =>
  has(term, 'Verb') &&
  !has(term, 'Gerund') &&
  ['PresentTense', 'PastTense', 'Copula', 'Modal', 'Auxiliary'].some((tag) => has(term, tag));

/**
 * What may follow a name: nothing, a comma, "and", or "he" or "she" looking back to it; and, after
 * a word only the name lists know, its verb or a preposition. "her father retrace her voyage" is
 * a verb with its object, "his friend group without" a kind of thing.
 */
function endsName(terms: readonly OffsetTerm[], index: number, sure: Standing): boolean {
  const end = lastOf(terms, index);
  let at = end + 1;
  while (has(terms[at], 'Adverb') && at < end + 3) at += 1;
  const next = terms[at];
  if (!next || breaks(terms[end])) return true;
  if (/^(and|&|vs|he|she|they)$/i.test(next.text) || (next.text === 'or' && sure !== 'noun'))
    return true;
  if (sure === 'name')
    return has(next, 'Verb') || has(next, 'Preposition') || has(next, 'Conjunction');
  return sure === 'unknown' && tells(next);
}

/**
 * "he", "her", "his" later in the sentence, with no other name between: the idea speaks of the
 * one just named ("poppy wants to be her friend"), not of "Astrid" after "kayak trip with".
 */
function someoneAfter(terms: readonly OffsetTerm[], index: number): boolean {
  for (const term of terms.slice(lastOf(terms, index) + 1)) {
    if (/^\p{Lu}/u.test(term.text) || has(term, 'Person')) return false;
    if (BACK_TO_SOMEONE.has(term.text.toLowerCase())) return true;
  }
  return false;
}

/** "my son yusuf", "only his cousin theo", "her best friend poppy": the name a relation has. */
function afterRelation(
  terms: readonly OffsetTerm[],
  index: number,
  kinds: ReadonlySet<string> = PEOPLE_KINDS,
): boolean {
  const relation = terms[index - 1];
  if (!relation || closes(relation) || !kinds.has(relation.text.toLowerCase())) return false;
  for (let at = index - 2; at >= Math.max(0, index - 4); at -= 1) {
    const word = terms[at] as OffsetTerm;
    if (closes(word)) return false;
    if (OWNERS.has(word.text.toLowerCase()) || has(word, 'Possessive')) return true;
    if (
      !['Adjective', 'Superlative', 'Comparative'].some((tag) => has(word, tag)) &&
      !PEOPLE_KINDS.has(word.text.toLowerCase()) &&
      // "her best friend lupe": the tagger may read "best" before a kind as a noun.
      !/^(best|little|big|baby|older|younger|elder|new|old)$/.test(word.text.toLowerCase())
    )
      return false;
  }
  return false;
}

/**
 * "teen detective shirin", "princess amina": a title before a name; "a detective agency" is a kind
 * of thing, so after an article only a word a name list knows is a name.
 */
function afterTitle(terms: readonly OffsetTerm[], index: number, sure: Standing): boolean {
  const title = terms[index - 1];
  if (!title || closes(title) || !TITLES.has(title.text.toLowerCase())) return false;
  return sure === 'name' || !has(terms[index - 2], 'Determiner');
}

/** "cian the shepherd boy has to", "pip the hedgehog wants": a name set before what it names. */
function beforeApposition(terms: readonly OffsetTerm[], index: number): boolean {
  const end = lastOf(terms, index);
  if (closes(terms[end]) || terms[end + 1]?.text.toLowerCase() !== 'the') return false;
  let head = end + 2;
  while (
    head < end + 4 &&
    !closes(terms[head]) &&
    (has(terms[head], 'Adjective') || has(terms[head], 'Noun')) &&
    (has(terms[head + 1], 'Adjective') || has(terms[head + 1], 'Noun')) &&
    !has(terms[head + 1], 'Verb') &&
    !verbAfterName(terms[head + 1])
  )
    head += 1;
  const kind = terms[head];
  if (!kind || has(kind, 'Plural') || !has(kind, 'Noun')) return false;
  const being = has(kind, 'Actor') || isKind(kind.text.toLowerCase());
  const after = terms[head + 1];
  return (
    being &&
    (!after ||
      closes(kind) ||
      has(after, 'Verb') ||
      verbAfterName(after) ||
      /^(who|and)$/i.test(after.text ?? ''))
  );
}

/**
 * "declan, a retired postman living on a narrowboat", "tenzin a young monk has to": a name opening
 * the idea, set beside what they are.
 */
function setBesideKind(terms: readonly OffsetTerm[], index: number): boolean {
  const comma = /^\s*,/.test(terms[index]?.post ?? '');
  if (index !== 0 || (!comma && closes(terms[index]))) return false;
  if (!/^(a|an)$/i.test(terms[index + 1]?.text ?? '')) return false;
  for (let at = index + 2; at <= index + 4; at += 1) {
    const kind = terms[at];
    if (!kind || !(has(kind, 'Noun') || has(kind, 'Adjective'))) return false;
    // "a retired postman living": the noun that ends what they are, whatever the tagger files it as.
    // "tenzin a young monk has to carry": typed without its comma, one of us before what they do.
    if (has(kind, 'Noun') && !has(terms[at + 1], 'Noun'))
      return (
        comma || ((has(kind, 'Actor') || isKind(kind.text.toLowerCase())) && tells(terms[at + 1]))
      );
  }
  return false;
}

/**
 * "captain rhys sails", "auntie bisi takes the kids", "mr okafor the baker", "grandma rosa bakes",
 * "nana joy and me": a word after what someone is called by, that English has no other use for or
 * that a name list knows before what they do, is their name, whatever the tagger makes of its "s".
 */
function namedAfterTitle(terms: readonly OffsetTerm[], index: number, sure: Standing): boolean {
  const title = terms[index - 1];
  if (!title || closes(title)) return false;
  const called = title.text.toLowerCase();
  if (!TITLES.has(called) && !KIN_TITLES.has(called)) return false;
  // "a detective agency", "the captain's hat": after an article, a title is a kind of person.
  if (has(terms[index - 2], 'Determiner')) return false;
  const word = terms[index]?.text ?? '';
  if (isKind(word)) return false;
  if (sure === 'name') return true;
  const next = terms[lastOf(terms, index) + 1];
  const endsHere =
    breaks(terms[lastOf(terms, index)]) || !next || /^(and|&)$/.test(next.text) || tells(next);
  // "mr okafor the baker": after a formal title, a word no list knows is a name; after a family
  // word ("her dede road-trip across") only before what they do, since the lexicon knows few nouns.
  if (sure === 'unknown') return TITLES.has(called) || endsHere;
  return sure === 'noun' && listedName(word) && endsHere;
}

/** "drew", "made", "built": a word English writes for something done before, never "kwame". */
function pastTenseForm(word: string): boolean {
  const base = toInfinitive(word, PAST);
  return base !== word && toPastTense(base) === word && lexiconTags(base).includes('Infinitive');
}
const PAST: ReadonlySet<string> = new Set(['Verb', 'PastTense']);

/**
 * "a map their grandfather drew", "the cake my nan made": after whose grandfather it is, a word
 * that is also a deed is what he did, not his name.
 */
function deedOfOwnKin(terms: readonly OffsetTerm[], index: number): boolean {
  const kin = terms[index - 1]?.text.toLowerCase() ?? '';
  const word = terms[index]?.text ?? '';
  return (
    (KIN_TITLES.has(kin) || COMPANION_KINDS.has(kin)) &&
    !closes(terms[index - 1]) &&
    /^(my|our|your|his|her|their)$/.test(terms[index - 2]?.text.toLowerCase() ?? '') &&
    !has(terms[index + 1], 'Verb') &&
    pastTenseForm(word)
  );
}

/** "farid and his baba", "nadège and her little brother": the word comes with someone of theirs. */
function besideTheirOwn(terms: readonly OffsetTerm[], index: number): boolean {
  const end = lastOf(terms, index);
  // "kemi, her cousin emeka and their nan": a comma may set who comes along beside them.
  const listed = /^\s*,\s*$/.test(terms[end]?.post ?? '');
  const owner = listed ? end + 1 : end + 2;
  if (!listed && (closes(terms[end]) || terms[end + 1]?.text !== 'and')) return false;
  if (!/^(her|his)$/.test(terms[owner]?.text ?? '')) return false;
  return [terms[owner + 1], terms[owner + 2]].some(
    (term) => term !== undefined && COMPANION_KINDS.has(term.text.toLowerCase()),
  );
}

/**
 * "arash looks after his plants", "kasia follows it", "oskar vs his twin sister": a name opening a
 * clause, before its verb or the one it is set against. A word English also uses is a name there
 * only when "he", "she" or "her" later looks back to someone ("poppy wants to be her friend").
 */
function subjectOfClause(terms: readonly OffsetTerm[], index: number, sure: Standing): boolean {
  if (!startsClause(terms, index)) return false;
  const end = lastOf(terms, index);
  // "ruby and her bunny want to catch them": a thing has no "her" of its own to go beside it.
  if (
    !closes(terms[end]) &&
    terms[end + 1]?.text === 'and' &&
    /^(her|his)$/.test(terms[end + 2]?.text ?? '')
  )
    return true;
  // "priyanka (16) finds out": an age in brackets stands between the name and its verb.
  const aged =
    has(terms[end + 1], 'Value') && ageAfterName([terms[end + 1]?.text], terms[end]?.post ?? '');
  let at = aged ? end + 2 : end + 1;
  while (has(terms[at], 'Adverb') && at < end + 3) at += 1;
  // "emeka doesnt want": a "not" typed without its apostrophe is still the verb.
  const contraction = /n't$/.test(withApostrophe(terms[at]?.text.toLowerCase() ?? '') ?? '');
  const acts =
    !closes(terms[end]) &&
    (tells(terms[at]) || contraction || (sure === 'name' && verbAfterName(terms[at])));
  if (sure === 'name') return acts || endsName(terms, index, 'noun');
  // "thanh hacks the old printer", "ji-woo wants to find out": a word no list knows, opening its
  // sentence before what it does now, is who does it.
  const previous = terms[index - 1];
  // "teen story, nimmi starts": after what kind of story it is, the idea itself begins.
  const opensSentence =
    !previous ||
    /[.!?]/.test(previous.post ?? '') ||
    (/,/.test(previous.post ?? '') && /^(story|one|tale)$/i.test(previous.text));
  // "graffiti keeps appearing", "snow falls": what happens to a thing is no one's deed.
  const doesNow =
    has(terms[at], 'PresentTense') &&
    /[^s]s$/.test(terms[at]?.text ?? '') &&
    !has(terms[at + 1], 'Gerund') &&
    !/^(appears|disappears|vanishes|falls|grows|melts|breaks|happens|keeps)$/.test(
      terms[at]?.text ?? '',
    );
  // "graffiti keeps appearing … gwen and her mate dylan": where a name follows, it leads.
  const namedLater = terms
    .slice(index + 1)
    .some((later) => has(later, 'Person') || has(later, 'FirstName') || listedName(later.text));
  return (
    acts &&
    (someoneAfter(terms, index) || (sure === 'unknown' && opensSentence && doesNow && !namedLater))
  );
}

/** "anaya chases a pink cloud": after a name the tagger may read its verb as a plural noun. */
function verbAfterName(term: OffsetTerm | undefined): boolean {
  if (!term || !has(term, 'Plural')) return false;
  return tagWords(`she ${term.text}`)[1]?.tags.has('PresentTense') === true;
}

/**
 * "a story about kemi saying sorry", "bedtime one for lucas", "a story with santiago going inside
 * one": who a story is about, for or with, where
 * no list files the word as anything but a name, is someone.
 */
function storyFor(terms: readonly OffsetTerm[], index: number, sure: Standing): boolean {
  const previous = terms[index - 1];
  const story = terms[index - 2];
  if (!previous || !story || closes(story) || !/^(about|for|with)$/.test(previous.text))
    return false;
  // "bedtime story pls for ayaan": the asking word stands between the story and whom it is for.
  const asked = /^(pls|plz|please)$/i.test(story.text) ? terms[index - 3] : story;
  if (!/^(story|stories|one|tale|poem|book)$/.test(asked?.text.toLowerCase() ?? '')) return false;
  if (sure === 'name') return true;
  // "a story about space for my son, he loves rockets": only someone does what follows.
  const next = terms[lastOf(terms, index) + 1];
  const doing =
    lexiconTags(next?.text ?? '').includes('Gerund') || tells(next) || next?.text === 'who';
  return doing && someoneAfter(terms, index);
}

/**
 * "kofi's shoe", "leo's diamonds vanished from his chest", "santa's sleigh": whose thing it is,
 * with no article before it, is someone named; "the dog's bone" and "mum's phone" are not.
 */
function possessor(terms: readonly OffsetTerm[], index: number): string | null {
  const term = terms[index] as OffsetTerm;
  const typed = /^(\p{Ll}{3,})(['’]s)$/u.exec(term.text);
  if (!typed || closes(term)) return null;
  const stem = typed[1] as string;
  if (isKind(stem)) return null;
  const previous = terms[index - 1];
  // "its callum's birthday party": an idea that opens on whose day it is.
  const itIs =
    /^(its|it['’]s)$/i.test(previous?.text ?? '') &&
    (index === 1 || startsClause(terms, index - 1));
  const free =
    startsClause(terms, index) ||
    itIs ||
    (!has(previous, 'Possessive') &&
      ['Verb', 'Preposition', 'Conjunction', 'QuestionWord'].some((tag) => has(previous, tag)));
  const owned = terms[index + 1];
  if (!free || !(has(owned, 'Noun') || has(owned, 'Adjective')) || has(owned, 'Pronoun'))
    return null;
  const sure = standing(stem);
  if (sure === 'word') return null;
  return sure !== 'noun' || someoneAfter(terms, index) ? `${capitalise(stem)}${typed[2]}` : null;
}

/**
 * "Priyas sarcastic houseplant": a name the lists know, capitalised and typed with a plural's "s"
 * before what it owns, is the owner's.
 */
function ownerTypedAsPlural(terms: readonly OffsetTerm[], index: number): string | null {
  const term = terms[index] as OffsetTerm;
  if (!/^\p{Lu}\p{Ll}+[^su]s$/u.test(term.text) || closes(term)) return null;
  const lower = term.text.toLowerCase();
  if (lexiconTags(lower).length > 0 || standing(lower) !== 'unknown') return null;
  const stem = term.text.slice(0, -1);
  const owned = terms[index + 1];
  if (!has(owned, 'Adjective') && !(has(owned, 'Noun') && !has(owned, 'Verb'))) return null;
  return standing(stem.toLowerCase()) === 'name' ? `${stem}'s` : null;
}

/**
 * "a bunny called pip", "my name is zara", "my names tom", "call me ellie": whatever else the word
 * means, it is what someone is called.
 */
function called(terms: readonly OffsetTerm[], index: number): boolean {
  const before = [1, 2, 3].map((back) => terms[index - back]);
  if (before.slice(0, 2).some((term) => term === undefined || closes(term))) return false;
  const [previous, second, third] = before.map((term) => term?.text.toLowerCase() ?? '');
  const owner = (word: string) => /^(my|her|his)$/.test(word);
  return (
    (/^(named|called)$/.test(previous as string) && has(before[1], 'Noun')) ||
    (previous === 'is' && second === 'name' && owner(third as string)) ||
    (/^name(?:s|['’]s)$/.test(previous as string) && owner(second as string)) ||
    (previous === 'me' && second === 'call')
  );
}

/** "im kirsty", "i'm zola": the one typing the idea says who they are. */
function narratorSays(terms: readonly OffsetTerm[], index: number): boolean {
  const said = terms.slice(Math.max(0, index - 3), index).filter((term) => term.text !== '');
  const previous = said.at(-1);
  return (
    previous !== undefined &&
    !closes(previous) &&
    /^(i['’]?m)$/i.test(withApostrophe(previous.text) ?? previous.text)
  );
}

/** The word at `index` with its capital where the idea names someone by it; null otherwise. */
export function mendGivenName(terms: readonly OffsetTerm[], index: number): string | null {
  const term = terms[index] as OffsetTerm;
  const joined = terms[index - 1]?.post === '-' && /^\p{Ll}/u.test(terms[index - 1]?.text ?? '');
  if (joined) {
    // "tae-yang": each word of the name takes the capital the first one takes.
    const mended = mendGivenName(terms, index - 1);
    if (!mended || !/^\p{Lu}/u.test(mended)) return null;
    const own = /^(\p{Ll}+)(['’]s)?$/u.exec(term.text);
    return own ? capitalise(term.text) : null;
  }
  if (!/^\p{Ll}+$/u.test(term.text))
    return possessor(terms, index) ?? ownerTypedAsPlural(terms, index);
  const word = term.text;
  if (isKind(word)) return null;
  const sure = standing(word);
  if (deedOfOwnKin(terms, index)) return null;
  if (sure !== 'word' && namedByPlace(terms, index, sure === 'noun')) return capitalise(word);
  // "her sister ingrid ski across", "her best friend lupe at the library", "her twin chidi fight
  // over": a word a list knows only as a given name, after someone's sister or dog, is that one's
  // name, whatever follows.
  if (sure === 'name' && afterRelation(terms, index, COMPANION_KINDS)) return capitalise(word);
  if (namedAfterTitle(terms, index, sure)) return capitalise(word);
  // "tenzin a young monk has to": the comma English sets after the name is written in with it.
  if ((sure === 'name' || sure === 'unknown') && setBesideKind(terms, index))
    return /^\s*,/.test(term.post ?? '') ? capitalise(word) : `${capitalise(word)},`;
  // "farid and his baba have to climb": a word the lexicon has never met, opening a clause beside
  // someone's own baba or dog, is the one they belong to, though the tagger guesses an adjective.
  // "the village ifeoma and her neighbour": a word a name list knows does not need to open it.
  if (
    (isListedGivenName(word) || (lexiconTags(word).length === 0 && startsClause(terms, index))) &&
    besideTheirOwn(terms, index)
  )
    return capitalise(word);
  // "BUILDER ANGUS AND HIS DIGGER", typed in capitals: a word no lexicon knows, after what
  // someone does, before "and his", is what they are called.
  if (
    lexiconTags(word).length === 0 &&
    has(terms[index - 1], 'Actor') &&
    !closes(terms[index - 1] as OffsetTerm) &&
    startsClause(terms, index - 1) &&
    !closes(term) &&
    terms[index + 1]?.text === 'and' &&
    /^(her|his)$/.test(terms[index + 2]?.text ?? '')
  )
    return capitalise(word);
  // "me and my friends (im kirsty, theres also priya)": the narrator's own name.
  if ((sure === 'name' || lexiconTags(word).length === 0) && narratorSays(terms, index))
    return capitalise(word);
  // "jack the cabin boy investigates": a name the lists know, set before what its person is, is
  // theirs, though the tagger reads the sentence's first word as an order.
  if (sure === 'name' && startsClause(terms, index) && beforeApposition(terms, index))
    return capitalise(word);
  if (!bare(term, sure)) return null;
  if (sure === 'word') return called(terms, index) ? capitalise(word) : null;
  const named =
    called(terms, index) ||
    // "my friend group starts a club": a word no list knows after a relation is their name
    // before a verb only when "he" or "her" looks back to them.
    // "my cat mochi disappears": after a pet as after a relation, for a word no list files as a thing.
    (afterRelation(terms, index, sure === 'noun' ? PEOPLE_KINDS : COMPANION_KINDS) &&
      (endsName(terms, index, sure === 'unknown' && !someoneAfter(terms, index) ? 'noun' : sure) ||
        // "my son leo wants a story", "my daughter ruby wants": a name English also uses for a
        // thing, after a relation, before what they do.
        (sure === 'noun' && listedName(word) && tells(terms[lastOf(terms, index) + 1])))) ||
    (afterTitle(terms, index, sure) && endsName(terms, index, sure)) ||
    (startsClause(terms, index) && beforeApposition(terms, index)) ||
    subjectOfClause(terms, index, sure) ||
    storyFor(terms, index, sure);
  return named ? capitalise(word) : null;
}
