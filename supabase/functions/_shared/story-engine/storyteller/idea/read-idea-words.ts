// The idea's tagged words as a reader sees its names: "Mei-Ling", "Min-ji" and "Nakamura-Bell" are
// one name each, not two words the tagger split at the hyphen, and "Juan Pablo" or "Zhao Wei" is one
// person. Each word keeps the punctuation after it, so "Thandiwe, the last dragon rider" and
// "the ship's AI, HALLIE" can be read as a name set beside what it names.
import { capitalise } from '../../../capitalise.ts';
import { tagWords, type TaggedWord } from '../read-english.ts';
import {
  COMPANION_KINDS,
  PEOPLE_KINDS,
  FAMILY_NAMES,
  HE_WORDS,
  KIN_TITLES,
  SHE_WORDS,
  TITLES,
} from './idea-words.ts';
import { verbAfterName } from './verb-after-name.ts';
import { deedOfOpeningName, openingName, readsAsVerb } from './opening-name.ts';

export interface IdeaWord extends TaggedWord {
  /** What stands between this word and the next in the idea: "", ",", "-", ". ". */
  after: string;
}

const NAME_TAGS = ['Person', 'FirstName', 'LastName', 'MaleName', 'FemaleName'];
const WORD_CLASSES = ['Verb', 'Adjective', 'Adverb', 'Determiner', 'Preposition', 'Pronoun'];
const capitalised = (word: TaggedWord) => /^\p{Lu}/u.test(word.text);

/** A word English uses on its own ("won", "driving"), so "Self-driving" is no name. */
function commonWord(text: string): boolean {
  const [word] = tagWords(text.toLowerCase());
  return word !== undefined && WORD_CLASSES.some((tag) => word.tags.has(tag));
}

/** A capitalised word that, written small, is a thing's noun: "House". */
function thingNoun(text: string): boolean {
  const word = tagWords(`the ${text.toLowerCase()}`)[1];
  return word !== undefined && word.tags.has('Noun') && !word.tags.has('Person');
}

const isPersonName = (word: TaggedWord) =>
  capitalised(word) &&
  NAME_TAGS.some((tag) => word.tags.has(tag)) &&
  !TITLES.has(word.normal) &&
  !FAMILY_NAMES.has(word.normal);

/** A word that reads as a verb after a subject: "sail", "paddle", "look". */
function verbAfterSubject(text: string): boolean {
  return tagWords(`they ${text.toLowerCase()}`)[1]?.tags.has('Verb') === true;
}

/**
 * "his koro sail to", "her cousins paddle a waka", "Mei-Ling and Grandpa look for": a word the
 * tagger took for the second noun of a compound is the verb of someone just named with the hero.
 */
function actsAfterCast(read: readonly IdeaWord[], word: IdeaWord, next: TaggedWord | undefined) {
  const subject = read[read.length - 1];
  const opener = read[read.length - 2];
  if (!subject || !opener || word.tags.has('Verb') || !word.tags.has('Noun')) return false;
  if (word.tags.has('Plural') || COMPANION_KINDS.has(word.normal) || capitalised(word))
    return false;
  if (!next || next.sentence !== word.sentence) return false;
  // "Tomas and a tiny hedgehog look", "Amira and a hedgehog called Spike look": the words that
  // describe or name the one just met stand between them and the "and".
  let at = read.length - 2;
  while (
    at > 0 &&
    read.length - 2 - at < 4 &&
    read[at - 1]?.sentence === word.sentence &&
    (read[at]?.tags.has('Adjective') ||
      read[at]?.tags.has('Determiner') ||
      /^(named|called)$/.test(read[at]?.normal ?? '') ||
      COMPANION_KINDS.has(read[at]?.normal ?? '')) &&
    !(read[at]?.tags.has('Possessive') && read[at]?.tags.has('Pronoun'))
  )
    at -= 1;
  const leading = read[at] as IdeaWord;
  const namedWithHero =
    (leading.tags.has('Possessive') && leading.tags.has('Pronoun')) || leading.normal === 'and';
  // "Auntie Ngozi cook jollof rice", "her parrot Pepe sail to": a name opening the idea with no
  // verb yet is followed by its verb, whatever comes after it.
  // "a little Greek harbour village": a people's name describes the place after it, and acts not.
  const firstAfterName =
    capitalised(subject) &&
    !subject.tags.has('Demonym') &&
    // "a little Welsh village": a place's name after a describing word describes too.
    !(
      subject.tags.has('Place') &&
      (opener.tags.has('Adjective') || opener.tags.has('Determiner'))
    ) &&
    read.every((before) => before.sentence !== word.sentence || !before.tags.has('Verb'));
  const objectNext = firstAfterName && (isNounLike(next) || next.tags.has('Adjective'));
  if (!next.tags.has('Preposition') && !next.tags.has('Determiner') && !objectNext) return false;
  const someone =
    subject.tags.has('Plural') || capitalised(subject) || COMPANION_KINDS.has(subject.normal);
  return (
    (namedWithHero || firstAfterName) &&
    someone &&
    subject.sentence === word.sentence &&
    verbAfterSubject(word.text)
  );
}

const isNounLike = (word: TaggedWord) => word.tags.has('Noun') && !word.tags.has('Pronoun');

/**
 * "fix up an old sailing boat": a bare verb form closing a phrase that is a verb's object (after the
 * verb, its particle or a preposition) is the phrase's noun; a singular subject never takes it.
 */
function nounInObject(
  read: readonly IdeaWord[],
  word: IdeaWord,
  next: TaggedWord | undefined,
): boolean {
  if (!word.tags.has('Infinitive') || word.tags.has('Auxiliary') || word.tags.has('Modal'))
    return false;
  // "all the bikes in the shop have flat tyres": "have", "do" and "be" are never a thing's noun.
  if (/^(have|do|be)$/.test(word.normal)) return false;
  // "turns out the baby put them in the basket": before "them" it is a deed, not a thing.
  if (next?.sentence === word.sentence && /^(them|it|him)$/.test(next.normal)) return false;
  const previous = read[read.length - 1];
  if (!previous || previous.sentence !== word.sentence || previous.tags.has('Plural')) return false;
  if (!isNounLike(previous) && !previous.tags.has('Adjective')) return false;
  let start = read.length - 1;
  while (start > 0 && (isNounLike(read[start] as IdeaWord) || read[start]?.tags.has('Adjective')))
    start -= 1;
  const opener = read[start];
  const before = read[start - 1];
  return (
    opener !== undefined &&
    /^(a|an|the)$/.test(opener.normal) &&
    before !== undefined &&
    before.sentence === word.sentence &&
    (before.tags.has('Verb') || before.tags.has('Preposition') || before.tags.has('Particle'))
  );
}

/**
 * "reclaim the trident from the sea witch": a word the tagger guessed is an adjective, standing
 * alone between a verb's article and a preposition or the sentence's end, is the object's noun.
 */
function nounAfterArticle(read: readonly IdeaWord[], word: IdeaWord, next: TaggedWord | undefined) {
  const article = read[read.length - 1];
  // "win back the trident": the verb's particle may stand between it and the article.
  const particle = read[read.length - 2];
  const verb =
    particle !== undefined && /^(back|up|out|down|off|away)$/.test(particle.normal)
      ? read[read.length - 3]
      : particle;
  return (
    word.tags.has('Adjective') &&
    !word.tags.has('Comparative') &&
    !word.tags.has('Superlative') &&
    article !== undefined &&
    /^(a|an|the)$/.test(article.normal) &&
    article.after.trim() === '' &&
    verb !== undefined &&
    verb.sentence === word.sentence &&
    verb.tags.has('Verb') &&
    !verb.tags.has('Auxiliary') &&
    !/^(be|is|are|was|were|am|been|become|becomes|became|seem|seems|seemed|feel|feels|felt|look|looks|looked|get|gets|got|stay|stays|stayed)$/.test(
      verb.normal,
    ) &&
    (next === undefined || next.sentence !== word.sentence || next.tags.has('Preposition'))
  );
}

/**
 * "a woman inherits her babcia's bakery": a word the tagger reads as a plural, straight after
 * someone told by kind and before whose thing it is, is what they do.
 */
function deedAfterActor(read: readonly IdeaWord[], word: IdeaWord, next: TaggedWord | undefined) {
  const actor = read[read.length - 1];
  return (
    word.tags.has('Plural') &&
    /[^s]s$/.test(word.normal) &&
    actor !== undefined &&
    actor.sentence === word.sentence &&
    actor.after.trim() === '' &&
    actor.tags.has('Actor') &&
    !actor.tags.has('Plural') &&
    next !== undefined &&
    next.sentence === word.sentence &&
    (next.tags.has('Determiner') || (next.tags.has('Possessive') && next.tags.has('Pronoun')))
  );
}

/**
 * "three fishing boats vanished": a plural noun the tagger read as a present-tense verb, between a
 * noun or number and the verb its phrase is the subject of.
 */
function pluralBeforeVerb(read: readonly IdeaWord[], word: IdeaWord, next: TaggedWord | undefined) {
  const previous = read[read.length - 1];
  return (
    word.tags.has('PresentTense') &&
    /[^s]s$/.test(word.normal) &&
    // "the recipe gets stolen", "the cake is eaten": a verb that forms the passive is a verb.
    !/^(gets|is|was|has|does|goes|seems|keeps|stays)$/.test(word.normal) &&
    previous !== undefined &&
    previous.sentence === word.sentence &&
    previous.after.trim() === '' &&
    (previous.tags.has('Noun') || previous.tags.has('Value')) &&
    !previous.tags.has('Pronoun') &&
    !previous.tags.has('ProperNoun') &&
    next !== undefined &&
    next.sentence === word.sentence &&
    next.tags.has('PastTense') &&
    !next.tags.has('Auxiliary')
  );
}

/**
 * "A retired lighthouse keeper in Cornwall investigates who…": a plural noun the tagger read right
 * after a place's name, before the sentence has a verb, is the verb of the one the idea opened with.
 */
function verbAfterPlace(read: readonly IdeaWord[], word: IdeaWord): boolean {
  const place = read[read.length - 1];
  const preposition = read[read.length - 2];
  return (
    word.tags.has('Plural') &&
    !word.tags.has('Verb') &&
    /[^s]s$/.test(word.normal) &&
    place !== undefined &&
    place.sentence === word.sentence &&
    place.after.trim() === '' &&
    place.tags.has('ProperNoun') &&
    capitalised(place) &&
    preposition !== undefined &&
    preposition.tags.has('Preposition') &&
    read.every((before) => before.sentence !== word.sentence || !before.tags.has('Verb')) &&
    tagWords(`she ${word.text.toLowerCase()}`)[1]?.tags.has('Verb') === true
  );
}

/**
 * "her jaddah's old sewing tin", "the dragon's wobbly tooth": after whose relative or which
 * creature it is, an "'s" before a describing word and a noun says whose the thing is; the tagger
 * reads it as "is" (and "wobbly" as an adverb).
 */
function ownedThingAfter(
  read: readonly IdeaWord[],
  words: readonly IdeaWord[],
  index: number,
): boolean {
  const owner = read[read.length - 2];
  const described = words[index + 1];
  const thing = words[index + 2];
  return (
    owner !== undefined &&
    /^(my|our|your|his|her|their|the)$/.test(owner.normal) &&
    described !== undefined &&
    (described.tags.has('Adjective') || /ly$/.test(described.normal)) &&
    thing !== undefined &&
    thing.sentence === described.sentence &&
    thing.tags.has('Noun') &&
    !thing.tags.has('Pronoun')
  );
}

function merged(first: IdeaWord, second: IdeaWord, joint: string): IdeaWord {
  return {
    text: `${first.text}${joint}${second.text}`,
    normal: `${first.normal}${joint}${second.normal}`,
    tags: new Set(['Noun', 'Singular', 'ProperNoun', 'Person']),
    sentence: first.sentence,
    after: second.after,
  };
}

const PARTICLES = new Set(['off', 'up', 'out', 'onto', 'into']);
const FEASTS = new Set(['thanksgiving', 'wedding', 'christening', 'homecoming']);
/** Words in -ing that are things or days of their own, not what someone is doing. */
const THING_GERUNDS = new Set(
  'wedding christening painting drawing building meeting recording carving offering'.split(' '),
);

export function readIdeaWords(text: string): IdeaWord[] {
  const tagged = tagWords(text);
  let cursor = 0;
  const words: IdeaWord[] = tagged.map((word, index) => {
    const start = text.indexOf(word.text, cursor);
    const end = start < 0 ? cursor : start + word.text.length;
    const next = tagged[index + 1];
    const nextStart = next ? text.indexOf(next.text, end) : text.length;
    cursor = end;
    const after = text.slice(end, nextStart < 0 ? end : nextStart);
    // "the knights' helmets": the tagger leaves a plural's apostrophe out of the word it owns with.
    return /^['’]/.test(after) && /s$/.test(word.text) && word.tags.has('Possessive')
      ? { ...word, text: `${word.text}'`, after: after.slice(1) }
      : { ...word, after };
  });
  const read: IdeaWord[] = [];
  for (const [index, word] of words.entries()) {
    const previous = read[read.length - 1];
    const before = read[read.length - 2];
    const owned = words[index + 1];
    // "their grandmother's House": the tagger reads the "'s" as "is" when a capital follows; before
    // a thing it is the grandmother's, and the House is a house, not someone's name.
    if (
      previous &&
      owned &&
      word.text === '' &&
      word.tags.has('Verb') &&
      /['’]s$/.test(previous.text) &&
      owned.sentence === word.sentence &&
      ((COMPANION_KINDS.has(previous.normal) &&
        ((owned.tags.has('Noun') && !owned.tags.has('Pronoun')) ||
          THING_GERUNDS.has(owned.normal))) ||
        ownedThingAfter(read, words, index))
    ) {
      read[read.length - 1] = {
        ...previous,
        tags: new Set([...previous.tags, 'Possessive']),
        after: word.after,
      };
      // "her cousin's wedding": the wedding is a thing of the cousin's, not what the cousin is doing.
      if (owned.tags.has('Adverb')) words[index + 1] = { ...owned, tags: new Set(['Adjective']) };
      if (THING_GERUNDS.has(owned.normal))
        words[index + 1] = { ...owned, tags: new Set(['Noun', 'Singular']) };
      if (capitalised(owned) && !isPersonName(owned) && thingNoun(owned.text))
        words[index + 1] = {
          ...owned,
          text: owned.text.toLowerCase(),
          tags: new Set([...owned.tags].filter((tag) => tag !== 'ProperNoun')),
        };
      continue;
    }
    if (openingName(words, index)) {
      read.push({ ...word, tags: new Set(['Noun', 'Singular', 'ProperNoun', 'Person']) });
      const at = deedOfOpeningName(words, index);
      const deed = words[at] as IdeaWord;
      if (!deed.tags.has('Verb') && readsAsVerb(deed.text))
        words[at] = { ...deed, tags: new Set(['Verb', 'PresentTense']) };
      continue;
    }
    const hyphenated =
      previous?.after === '-' &&
      capitalised(previous) &&
      word.sentence === previous.sentence &&
      !(commonWord(previous.text) && commonWord(word.text));
    // "named Zhao Wei", "Juan Pablo": a first name and the name after it are one person.
    const twoNames =
      previous !== undefined &&
      previous.after.trim() === '' &&
      word.sentence === previous.sentence &&
      capitalised(word) &&
      !TITLES.has(word.normal) &&
      // "Detective Park Ji-won": after a title, a family name and a given name are one name.
      (isPersonName(previous) ||
        /^(named|called)$/.test(before?.normal ?? '') ||
        (TITLES.has(before?.normal ?? '') && capitalised(previous))) &&
      (isPersonName(word) || word.tags.has('ProperNoun')) &&
      !TITLES.has(previous.normal) &&
      // "her Labrador Humphrey": a breed written with a capital is what the dog is, not its name.
      !COMPANION_KINDS.has(previous.normal);
    // "Grandpa Miguel", "Auntie Ngozi": what a child calls a relative and their name are one name.
    const kinNamed =
      previous !== undefined &&
      previous.after.trim() === '' &&
      word.sentence === previous.sentence &&
      // "with grandpa Yusuf": typed in lower case, with no "her" before it, the title is his name.
      (capitalised(previous) || (!!before && /^(with|and|to|at|from|by)$/.test(before.normal))) &&
      capitalised(word) &&
      KIN_TITLES.has(previous.normal) &&
      !TITLES.has(word.normal) &&
      !KIN_TITLES.has(word.normal) &&
      !commonWord(word.text.replace(/['’]s$/, ''));
    // "middle-aged", "three-legged", "small-town": one word, told with its hyphen.
    const compound =
      previous?.after === '-' &&
      word.sentence === previous.sentence &&
      !capitalised(previous) &&
      !capitalised(word);
    if (previous && kinNamed) {
      const kin = merged({ ...previous, text: capitalise(previous.text) }, word, ' ');
      const gender = SHE_WORDS.has(previous.normal)
        ? ['FemaleName']
        : HE_WORDS.has(previous.normal)
          ? ['MaleName']
          : [];
      read[read.length - 1] = { ...kin, tags: new Set([...kin.tags, 'Kin', ...gender]) };
    } else if (previous && (hyphenated || twoNames)) {
      read[read.length - 1] = merged(previous, word, hyphenated ? '-' : ' ');
      // "Detective Park Ji-won": a given name joined at its hyphen joins the family name before it.
      const family = read[read.length - 2];
      if (
        hyphenated &&
        family &&
        capitalised(family) &&
        family.after.trim() === '' &&
        family.sentence === word.sentence &&
        TITLES.has(read[read.length - 3]?.normal ?? '')
      )
        read.splice(read.length - 2, 2, merged(family, read[read.length - 1] as IdeaWord, ' '));
    } else if (previous && compound)
      read[read.length - 1] = {
        ...word,
        text: `${previous.text}-${word.text}`,
        normal: `${previous.normal}-${word.normal}`,
      };
    // "the answers to the test get leaked": "get" before a past participle forms the passive.
    else if (
      /^(get|gets|got)$/.test(word.normal) &&
      /ed$/.test(words[index + 1]?.normal ?? '') &&
      words[index + 1]?.sentence === word.sentence
    )
      read.push({ ...word, tags: new Set(['Verb', 'PresentTense']) });
    // "my brother Ollie accidentally signs": a capital after a relative is their name, even one the
    // tagger knows as a verb (an "ollie" on a skateboard).
    else if (
      previous &&
      word.tags.has('Verb') &&
      /^\p{Lu}\p{Ll}/u.test(word.text) &&
      previous.sentence === word.sentence &&
      PEOPLE_KINDS.has(previous.normal) &&
      (words[index + 1]?.tags.has('Verb') || words[index + 1]?.tags.has('Adverb'))
    )
      read.push({ ...word, tags: new Set(['Noun', 'Singular', 'ProperNoun', 'Person']) });
    // "during thanksgiving dinner", "a wedding on Naxos": a day or a feast, never a doing.
    else if (FEASTS.has(word.normal) && word.tags.has('Verb'))
      read.push({ ...word, tags: new Set(['Noun', 'Singular']) });
    // "ate the top off Dara's cake": the tagger may file "off" as a noun, but it never names anyone.
    else if (PARTICLES.has(word.normal) && word.tags.has('Noun'))
      read.push({ ...word, tags: new Set(['Preposition']) });
    // "her stepmum go kayaking": a relative the tagger does not know is still someone.
    else if (PEOPLE_KINDS.has(word.normal) && !word.tags.has('Noun'))
      read.push({ ...word, tags: new Set(['Noun', 'Singular']) });
    else if (nounInObject(read, word, words[index + 1]))
      read.push({ ...word, tags: new Set(['Noun', 'Singular']) });
    else if (nounAfterArticle(read, word, words[index + 1]))
      read.push({ ...word, tags: new Set(['Noun', 'Singular']) });
    else if (pluralBeforeVerb(read, word, words[index + 1]))
      read.push({ ...word, tags: new Set(['Noun', 'Plural']) });
    else if (
      verbAfterPlace(read, word) ||
      verbAfterName(previous, word, words[index + 1]) ||
      deedAfterActor(read, word, words[index + 1])
    )
      read.push({ ...word, tags: new Set(['Verb', 'PresentTense']) });
    else if (actsAfterCast(read, word, words[index + 1]))
      read.push({ ...word, tags: new Set(['Verb', 'PresentTense', 'Infinitive']) });
    else read.push(word);
  }
  return read;
}
