import type { TaggedWord } from '../read-english.ts';
import { FAMILY_NAMES, NOT_THINGS, TITLES, isNoun, namesPlace } from './idea-words.ts';
import { isName } from './is-name.ts';
import { heroEvidence, whoseThing } from './hero-evidence.ts';
import { namesPlaceByName } from './named-place.ts';
import { namedPerson, namesNoOne } from './names-no-one.ts';

export interface HeroPlace {
  /** Index of the hero's name (or family word) among the idea's words. */
  index: number;
  /** The title that came with the name: "Captain", "Detective". */
  title: string | null;
}

const PLACE_PREPOSITIONS = new Set(
  'in on at from to near into onto across through around between via beyond along toward towards inside within off'.split(
    ' ',
  ),
);
/**
 * "a festival on Skye", "a holiday in Florence", "between Cusco and Puno": no one is in, across or
 * between a person, so a given name there is a place's; after a deed ("waits at", "spies on") or
 * told "through" them ("told through Selim"), it may still be someone.
 */
const ONLY_PLACES = /^(in|across|around|near|between|beyond|inside|within)$/;

/**
 * "in Ashford", "on Europa", "the Scottish highlands": a capitalised word after a place
 * preposition or an article names a place or describes a thing, never the hero, unless the
 * idea calls someone by it ("a boy named Eli") or the tagger knows it for a given name.
 */
function placeName(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index] as TaggedWord;
  const previous = words[index - 1];
  if (!previous || previous.sentence !== word.sentence) return false;
  // "a woman named Guadalupe": whatever else the word names, she is called by it.
  if (namedPerson(words, index)) return false;
  if (namesPlace(words, index) || namesPlaceByName(words, index)) return true;
  // "Mr Park", "Detective Park Ji-won": a name after a title is a person's, whatever else it names.
  if (TITLES.has(previous.normal)) return false;
  if (/^(named|called)$/.test(previous.normal)) return false;
  // "between Cusco and Puno": the second of two places joined by "and" is a place too, unless
  // the tagger knows it for a given name ("the town of Veramor and Mila, a 15 year old").
  const joinedTo = words[index - 2];
  if (
    previous.normal === 'and' &&
    !word.tags.has('FirstName') &&
    joinedTo?.sentence === word.sentence &&
    /^\p{Lu}/u.test(joinedTo.text) &&
    !words[index + 1]?.tags.has('Verb') &&
    placeName(words, index - 2)
  )
    return true;
  if (word.tags.has('FirstName')) return placeForAnyone(words, index);
  // "from Mateusz's campsite": whose place it is names someone.
  if (/['’]s$/.test(word.text)) return false;
  // "sailing around Cape Horn": a name the library knows for a place is one.
  if (word.tags.has('Place')) return true;
  // "in Hội An", "across Lake Titicaca": the rest of a place's name goes with its first word.
  const joined = String((previous as { after?: string }).after ?? ' ').trim() === '';
  if (/^\p{Lu}/u.test(previous.text) && joined && placeName(words, index - 1)) return true;
  return PLACE_PREPOSITIONS.has(previous.normal) || /^(the|a|an)$/.test(previous.normal);
}

/** "a festival on Skye": a given name no deed reaches, after a preposition only places follow. */
function placeForAnyone(words: readonly TaggedWord[], index: number): boolean {
  const previous = words[index - 1] as TaggedWord;
  const before = words[index - 2];
  // "in Hana's locker": whose place it is names someone.
  if (/['’]s$/.test(words[index]?.text ?? '')) return false;
  if (words[index + 1]?.sentence === previous.sentence && words[index + 1]?.tags.has('Verb'))
    return false;
  if (ONLY_PLACES.test(previous.normal)) return true;
  return (
    /^(on|at)$/.test(previous.normal) &&
    before?.sentence === previous.sentence &&
    isNoun(before) &&
    !before.tags.has('Verb')
  );
}

// "my son Kwame wants a story": the narrator's own may be the hero, so only the hero's own counts.
const OWNERS = new Set(['her', 'his', 'their']);

/**
 * "her friend Sam", "my twin Ellie", "his Grandpa Miguel", "with her neighbour Mr Patel": a name
 * someone has is theirs, a companion or relative, never the one the story is about.
 */
function someonesOwn(words: readonly TaggedWord[], index: number): boolean {
  // "Ana's chameleon Gregor": whatever the tagger makes of the kind, a name after it is Ana's.
  const kind = words[index - 1];
  const owner = words[index - 2];
  if (
    kind &&
    owner &&
    /^\p{Ll}/u.test(kind.text) &&
    /^\p{Lu}.*['’]s$/u.test(owner.text) &&
    'after' in kind &&
    String(kind.after).trim() === '' &&
    String((owner as { after?: string }).after ?? '').trim() === ''
  )
    return true;
  for (let at = index - 1; at >= Math.max(0, index - 4); at -= 1) {
    const word = words[at] as TaggedWord;
    if (word.sentence !== words[index]?.sentence) return false;
    // "from grandmas garden, Kwame and his puppy": a comma sets the name apart from whose it was;
    // "Eero's AI tutor, Quill, starts": between two commas, the name is set beside the tutor.
    const after = (at: number) => String((words[at] as { after?: string }).after ?? '');
    if (/[,;:]/.test(after(at)) && !(at === index - 1 && /^\s*,/.test(after(index)))) return false;
    // "Ravi's twin Anika": the one whose twin she is leads.
    if (OWNERS.has(word.normal) || (at < index - 1 && /['’]s$/.test(word.text))) return true;
    // "Alfie and our dog Biscuit": after a name, the family's dog goes with the one named first.
    const named = words[at - 2];
    if (
      /^(my|our)$/.test(word.normal) &&
      /^(and|with)$/.test(words[at - 1]?.normal ?? '') &&
      named?.sentence === word.sentence &&
      /^\p{Lu}/u.test(named.text) &&
      (named.tags.has('ProperNoun') || named.tags.has('Person'))
    )
      return true;
    if (!isNoun(word) && !word.tags.has('Adjective') && !TITLES.has(word.normal)) return false;
  }
  return false;
}

/**
 * "Mei-Lin's balloon floats away", "Priya's magic wellies": the idea opens with someone's own thing;
 * "who ate Grandma's cookies" opens with a deed done to it, and says whose it was, not who leads.
 */
function opensWithOwn(words: readonly TaggedWord[], word: TaggedWord, index: number): boolean {
  // "Femi's first day", "Babajide's smart fridge": what describes the thing comes before it.
  let thing = index + 1;
  while (
    (words[thing]?.tags.has('Adjective') || words[thing]?.tags.has('Ordinal')) &&
    thing < index + 3
  )
    thing += 1;
  return (
    /^\p{Lu}.*['’]s$/u.test(word.text) &&
    words[thing] !== undefined &&
    isNoun(words[thing] as TaggedWord) &&
    words
      .slice(0, index)
      .every((other) => other.sentence !== word.sentence || (!isNoun(other) && !isVerb(other)))
  );
}

const isVerb = (word: TaggedWord | undefined) => word?.tags.has('Verb') === true;

/** "a woman inherits", "an old fisherman in Crete mends": someone told by kind, acting first. */
function opensWithActor(words: readonly TaggedWord[]): boolean {
  if (!/^(a|an)$/.test(words[0]?.normal ?? '')) return false;
  let at = 1;
  while (words[at]?.tags.has('Adjective') && at < 4) at += 1;
  const kind = words[at];
  return (
    kind !== undefined &&
    kind.tags.has('Actor') &&
    !kind.tags.has('Plural') &&
    kind.sentence === words[0]?.sentence &&
    isVerb(words[at + 1])
  );
}

/**
 * "an inspector is sent to inspect Santa's workshop": whose thing a deed is done to, where someone
 * told by what they are did it, is not who the story follows.
 */
function theirsDoneTo(words: readonly TaggedWord[], index: number): boolean {
  const sentence = words[index]?.sentence;
  // "who ate Grandma's cookies", "lived in Dmytro's backyard": a deed or a place with no one
  // singular doing it leaves them the hero.
  return (
    whoseThing(words, index) &&
    isVerb(words[index - 1]) &&
    words
      .slice(0, index)
      .some(
        (word, at) =>
          word.sentence === sentence &&
          isNoun(word) &&
          !NOT_THINGS.has(word.normal) &&
          !word.tags.has('Plural') &&
          !/^\p{Lu}/u.test(word.text) &&
          isVerb(words[at + 1]) &&
          toldByKind(words, at),
      )
  );
}

/** "a deadly serious health and safety inspector": a noun an article opens, told by kind. */
function toldByKind(words: readonly TaggedWord[], index: number): boolean {
  let at = index - 1;
  while (
    at >= 0 &&
    (isNoun(words[at] as TaggedWord) ||
      words[at]?.tags.has('Adjective') ||
      words[at]?.normal === 'and')
  )
    at -= 1;
  return /^(a|an|the)$/.test(words[at]?.normal ?? '');
}

/**
 * "now i have to explain it to mr okafor", "read it to Omar": the one something is told or given
 * to hears of the story, and does not lead it.
 */
function toldTo(words: readonly TaggedWord[], index: number): boolean {
  let at = index - 1;
  if (TITLES.has(words[at]?.normal ?? '')) at -= 1;
  if (words[at]?.normal !== 'to') return false;
  const before = words[at - 1];
  return (
    before !== undefined &&
    (/^(it|them|this|that)$/.test(before.normal) ||
      /^(explain|explains|read|reads|tell|tells|sing|sings|send|sends|give|gives|show|shows|say|says)$/.test(
        before.normal,
      ))
  );
}

export function findHero(
  words: readonly TaggedWord[],
  companions: ReadonlySet<number> = new Set(),
  companionsOf: readonly number[] = [],
  culprits: ReadonlySet<number> = new Set(),
): HeroPlace | null {
  const names = (index: number) =>
    !companions.has(index) &&
    !culprits.has(index) &&
    // "Grandma Rosa and I": the title of a companion's name is theirs too.
    !(TITLES.has(words[index]?.normal ?? '') || FAMILY_NAMES.has(words[index]?.normal ?? '')
      ? companions.has(index + 1)
      : false) &&
    words[index] !== undefined &&
    isName(words[index], index, words) &&
    !namesNoOne(words, index) &&
    !toldTo(words, index) &&
    !theirsDoneTo(words, index) &&
    !placeName(words, index);
  const named = words
    .map((word, index) => ({ word, index }))
    .filter(({ index }) => names(index) && !names(index + 1));
  // "Amara and our dog Biscuit … but Biscuit keeps eating the egg": named again, still the dog.
  const owned = new Set(
    named.filter(({ index }) => someonesOwn(words, index)).map(({ word }) => word.text),
  );
  const own = named.filter(({ word }) => !owned.has(word.text));
  // "it was the seagulls!!! Freya's chips keep disappearing": a reveal typed first opens nothing.
  const revealFirst = words[0]?.normal === 'it' && /^(was|is)$/.test(words[1]?.normal ?? '');
  const openAt = revealFirst ? words.findIndex((word) => word.sentence !== words[0]?.sentence) : 0;
  const opening = openAt < 0 ? undefined : words[openAt];
  const opensOwn = opening !== undefined && opensWithOwn(words, opening, openAt);
  // "Keanu's boat sails away and he and his puppy Mango run after it": only the puppy is named.
  if (own.length === 0 && opensOwn) return { index: openAt, title: null };
  // "a woman inherits her babcia's bakery": a name that is only someone's own, in an idea that
  // opens with who acts, is theirs; the one told by kind leads.
  const calledBy = (index: number) =>
    /^(call|calls|name|names)$/.test(words[index - 2]?.normal ?? '');
  const candidates =
    own.length > 0
      ? own
      : opensWithActor(words) && !named.some(({ index }) => calledBy(index))
        ? []
        : named;
  // Of the names, the one the idea says most surely is its hero leads; of two as sure, the first.
  let chosen: { word: TaggedWord; index: number } | undefined;
  let best = -Infinity;
  for (const candidate of candidates) {
    const weight = heroEvidence(
      words,
      candidate.index,
      companionsOf.includes(candidate.index),
      opensWithOwn(words, candidate.word, candidate.index),
    );
    if (weight > best) [chosen, best] = [candidate, weight];
  }
  if (chosen) {
    // "Mei's best friend Jaylen is moving … and Mei has to say goodbye": the hero is met where the
    // idea first names her, and what is hers is read from there.
    const bare = (word: TaggedWord) => word.normal.replace(/['’]s$/, '');
    const first = candidates.find(({ word }) => bare(word) === bare(chosen.word)) ?? chosen;
    const previous = words[first.index - 1];
    return {
      index: first.index,
      title: previous && TITLES.has(previous.normal) ? previous.text : null,
    };
  }
  if (opensOwn) return { index: openAt, title: null };
  // "hosea and gran on the ferry": the one a companion goes beside at the idea's start leads,
  // whatever their name's case.
  const first = words[0];
  if (
    companionsOf.includes(0) &&
    first &&
    isNoun(first) &&
    !first.tags.has('Pronoun') &&
    !culprits.has(0)
  )
    return { index: 0, title: null };
  // "a dad who joins a knitting ring" is what the hero is, not what they are called; "for my dad"
  // is who the story is for.
  const family = words.findIndex(
    (word, index) =>
      FAMILY_NAMES.has(word.normal) &&
      !/^(a|an)$/.test(words[index - 1]?.normal ?? '') &&
      // "take gran's soup to her", "footprints all over grandma's kitchen": whose thing it is, told
      // after a verb or a preposition; "Grandpa's false teeth escape" still sets him chasing them.
      !(
        /['’]s$/.test(word.text) &&
        (words[index - 1]?.tags.has('Verb') === true ||
          words[index - 1]?.tags.has('Preposition') === true)
      ) &&
      !/^(for|to) my$/.test(`${words[index - 2]?.normal} ${words[index - 1]?.normal}`) &&
      !/^(for|to)$/.test(words[index - 1]?.normal ?? '') &&
      // "a seal pup who sings to his mum": one a deed is done to, or for, is not who does it;
      // "lives … in my gran's garden": nor one whose place it is ("a story about my lola" is hers).
      !(
        (/^(her|his|their|its)$/.test(words[index - 1]?.normal ?? '') ||
          (/^(my|our)$/.test(words[index - 1]?.normal ?? '') && /['’]s$/.test(word.text))) &&
        (words[index - 2]?.tags.has('Preposition') === true ||
          words[index - 2]?.tags.has('Verb') === true)
      ) &&
      !companions.has(index) &&
      !companions.has(index + 1),
  );
  return family >= 0 && !opensWithActor(words) ? { index: family, title: null } : null;
}
