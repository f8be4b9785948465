// One companion read from where the idea names them: the words that say what they are ("little
// sister", "ship's AI"), the name set after ("Hana", "Kito" after "called") and what they do when
// met without a name ("the dragon who loved dumplings").
import { COMPANION_KINDS, PEOPLE_KINDS, TALKING, TITLES, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { tagWords } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';
import { capitalise } from '../../../capitalise.ts';

export interface IdeaCompanion {
  /** The companion's own name: "Hana", "Miso"; null for "her puppy". */
  name: string | null;
  /** What they are to the hero, with the nouns that make it: "puppy", "teddy bear"; null for a bare name. */
  kind: string | null;
  /** Words before the kind: "little", "best". */
  traits: string[];
  /** Index of the word that stands for them: the name, else the kind. */
  index: number;
  /** Index of the name they come with, who is the hero unless the idea says otherwise. */
  beside: number | null;
  /** The idea's own article where it has no possessive: "the" new girl, "a" talking hawk. */
  article: string | null;
  /** What the idea says they do, for one met without a name: "who loved dumplings". */
  clause: string | null;
}

/** A companion from what a reader step knows of them; the rest is unknown: no name, no traits. */
export const companionRecord = (
  known: Partial<IdeaCompanion> & Pick<IdeaCompanion, 'index'>,
): IdeaCompanion => ({
  name: null,
  kind: null,
  traits: [],
  beside: null,
  article: null,
  clause: null,
  ...known,
});

/** What only someone does: "the soccer ball that could talk". */
const ALIVE = new Set(
  'talk talks talked speak speaks spoke sing sings sang think thinks thought laugh laughs laughed dance dances danced walk walks walked'.split(
    ' ',
  ),
);

export const same = (a: IdeaWord | undefined, b: IdeaWord | undefined) =>
  a !== undefined && b !== undefined && a.sentence === b.sentence;
export const capitalised = (word: IdeaWord | undefined) =>
  word !== undefined && /^\p{Lu}/u.test(word.text);
export const bareName = (text: string) => text.replace(/['’]s$/, '');

/** Words that only strengthen the description after them: "her very old cat". */
const INTENSIFIERS = new Set('very really super extremely incredibly quite rather'.split(' '));

/** The run of words that says what the companion is: "little sister", "ship's AI", "teddy bear". */
function kindRun(words: readonly IdeaWord[], start: number): IdeaWord[] {
  const run: IdeaWord[] = [];
  let index = start;
  for (;;) {
    const word = words[index];
    if (!word || !same(word, words[start])) break;
    const acronym = word.tags.has('Acronym');
    // "her Labrador Humphrey": a breed may be written with a capital before the name, and is still
    // the kind; "her cat Tiger", "her Gran" are names.
    const breed = COMPANION_KINDS.has(word.normal) && capitalised(words[index + 1]);
    if (capitalised(word) && !acronym && !breed) break;
    // "three legged dog": a number and a described body part come before the kind.
    const following = words[index + 1];
    // "his grown-up daughter", "her long-lost cousin": a hyphened word before a noun describes it.
    const describing =
      (word.tags.has('Value') ||
        word.tags.has('Hyphenated') ||
        (word.tags.has('PastTense') &&
          /ed$/.test(word.normal) &&
          !/^(named|called)$/.test(word.normal))) &&
      following !== undefined &&
      (isNoun(following) || following.tags.has('Value') || /ed$/.test(following.normal));
    const strengthens = INTENSIFIERS.has(word.normal) && following?.tags.has('Adjective') === true;
    // "her only friend": the tagger reads "only" as an adverb.
    const modifier =
      word.tags.has('Adjective') ||
      word.tags.has('Gerund') ||
      describing ||
      strengthens ||
      word.normal === 'only';
    // "Ana's chameleon Gregor": the tagger may read a kind it does not know as a verb.
    const named = index === start && word.tags.has('Infinitive') && capitalised(words[index + 1]);
    if (!modifier && !isNoun(word) && !acronym && !named) break;
    // "me and my brother camping in the mountains": after who they are, what they are doing.
    const kinBefore = run.length > 0 && COMPANION_KINDS.has(run[run.length - 1]?.normal ?? '');
    if (kinBefore && /ing$/.test(word.normal) && !capitalised(word)) break;
    run.push(word);
    index += 1;
    if (word.after.trim() !== '' && !/^['’]s?$/.test(word.after.trim())) break;
    // "her cousins paddle": a plural noun ends the kind.
    if (word.tags.has('Plural') && isNoun(word)) break;
  }
  return run;
}

/** A word read as what two do, after "they": "look", "ski". */
function pairVerb(word: IdeaWord | undefined): boolean {
  if (!word || word.tags.has('Gerund') || !isNoun(word) || word.tags.has('Plural')) return false;
  const read = tagWords(`they ${word.text.toLowerCase()}`)[1];
  return read?.tags.has('Verb') === true && !read.tags.has('Gerund');
}

/** The name set after the kind: "Hana", "Captain" for a parrot, "Kito" after "called". */
function nameAfter(words: readonly IdeaWord[], index: number, kind: IdeaWord): number | null {
  let at = index;
  if (/^(named|called)$/.test(words[at]?.normal ?? '')) at += 1;
  const word = words[at];
  if (!capitalised(word) || !same(word, kind) || word?.tags.has('Pronoun')) return null;
  if (TITLES.has(word?.normal ?? '') && capitalised(words[at + 1])) return at + 1;
  return at;
}

/** "her best friend Jo", "the new girl Oksana", "the ship's AI, HALLIE", from the run's first word. */
const MACHINES = /^(robot|android|droid|ai)$/;
const DOER = /\p{L}{3}(er|or)$/u;

export function companionAt(
  words: readonly IdeaWord[],
  start: number,
  beside: number | null,
  article: string | null,
): IdeaCompanion | null {
  const owned = article === null;
  let run = kindRun(words, start);
  // "tomas and his dog sherlock look for": the pair's verb, read as a noun, ends the run before it.
  const last = run[run.length - 1];
  if (
    beside !== null &&
    run.length >= 3 &&
    !COMPANION_KINDS.has(last?.normal ?? '') &&
    pairVerb(last) &&
    // "her robot dog zip fix": with the pair's verb after it, a noun the tagger also reads as a
    // verb ("zip") is the name; "my dog biscuit wil catch" keeps its typo out.
    !(
      words[start + run.length]?.tags.has('Verb') &&
      !words[start + run.length]?.tags.has('PhrasalVerb') &&
      lexiconTags(last?.normal ?? '').includes('Singular') &&
      !/^pets?$/.test(last?.normal ?? '')
    )
  )
    run = run.slice(0, -1);
  while (run.length > 0 && !isNoun(run[run.length - 1] as IdeaWord)) {
    // "his rival Jun": a word the tagger took for an adjective is the kind when a name follows.
    if (nameAfter(words, start + run.length, run[run.length - 1] as IdeaWord) !== null) break;
    // "her cat familiar starts": a word that names a companion's role is the kind.
    if (COMPANION_KINDS.has(run[run.length - 1]?.normal ?? '')) break;
    run = run.slice(0, -1);
  }
  let kindWord = run[run.length - 1];
  // "their grandmother's House": one who owns what follows is not who comes along.
  if (!kindWord || /['’]s$/.test(kindWord.text)) return null;
  let end = start + run.length;
  let name = nameAfter(words, end, kindWord);
  // "her puppy biscuit": a word after a pet or a relative, typed in lower case, is its name; after
  // one who owns it ("their grandmother's house"), it is a thing of theirs.
  const beforeKind = run[run.length - 2];
  if (
    name === null &&
    beforeKind &&
    !beforeKind.tags.has('Possessive') &&
    !/['’]s$/.test(beforeKind.text) &&
    COMPANION_KINDS.has(beforeKind.normal) &&
    // "his friend mole", "her friend giraffe": an animal a child calls a friend is called by its
    // kind, as Mole and Ratty are.
    (!COMPANION_KINDS.has(kindWord.normal) ||
      (/^(friend|pal|buddy|bestie)$/.test(beforeKind.normal) &&
        !PEOPLE_KINDS.has(kindWord.normal) &&
        !/^(dog|cat|puppy|kitten|hamster|goldfish|pony|robot)$/.test(kindWord.normal))) &&
    // "makes her cat talk": what only someone does is no name.
    !ALIVE.has(kindWord.normal) &&
    // "her robot carer", "his robot minder": what a machine is there to do is no name.
    !(MACHINES.test(beforeKind.normal) && DOER.test(kindWord.normal)) &&
    !kindWord.tags.has('Plural') &&
    // "with his friend salsa": at the sentence's end, or before what they do.
    (words[end] === undefined ||
      words[end]?.sentence !== kindWord.sentence ||
      // "her kitten biscuit who cant sleep": one a "who" tells of is someone.
      words[end]?.normal === 'who' ||
      (words[end]?.tags.has('Verb') &&
        // "her stepmum go kayaking": a verb the tagger missed, before what is done, is no name;
        // "her kitten mochi looking for the moon": a word no English lexicon knows is one.
        (!words[end]?.tags.has('Gerund') || lexiconTags(kindWord.normal).length === 0)) ||
      // "tomas and his dog sherlock look for": the pair's verb, which the tagger took for a noun.
      (beside !== null && pairVerb(words[end])))
  ) {
    name = end - 1;
    run = run.slice(0, -1);
    kindWord = beforeKind;
    end -= 1;
  }
  // "her kitten biscuit who cant sleep": the tagger may read the name as a verb; a "who" after it
  // says it is someone.
  if (
    name === null &&
    COMPANION_KINDS.has(kindWord.normal) &&
    !PEOPLE_KINDS.has(kindWord.normal) &&
    words[end]?.tags.has('Infinitive') &&
    words[end + 1]?.normal === 'who' &&
    same(words[end + 1], kindWord)
  ) {
    name = end;
  }
  // "his friend the glow worm": what the friend is, set after them, is their kind.
  if (
    name === null &&
    owned &&
    /^(friend|pal|buddy|bestie|sidekick|companion)$/.test(kindWord.normal) &&
    words[end]?.normal === 'the' &&
    same(words[end], kindWord)
  ) {
    const set = kindRun(words, end + 1);
    // "the glow worm helps him": the tagger may read the verb after as a plural noun.
    while (set.length > 1 && set[set.length - 1]?.tags.has('Plural')) set.pop();
    const head = set[set.length - 1];
    const firstNoun = set.findIndex(isNoun);
    if (head && isNoun(head) && !head.tags.has('Plural') && !/['’]s$/.test(head.text))
      return companionRecord({
        kind: set
          .slice(firstNoun)
          .map((word) => word.normal)
          .join(' '),
        traits: set.slice(0, firstNoun).map((word) => word.normal),
        index: end + set.length,
        beside,
        article,
      });
  }
  // "with the new boy at preschool, Mateo": a name set apart after a place phrase.
  if (name === null && !owned && words[end]?.tags.has('Preposition')) {
    const comma = words.findIndex((word, index) => index >= end && word.after.trim() === ',');
    if (comma >= end && comma - end <= 3 && same(words[comma], kindWord))
      name = nameAfter(words, comma + 1, kindWord);
  }
  if (name === null && kindWord.after.trim() === ',') name = nameAfter(words, end, kindWord);
  // "her familiar is a toad called Bartholomew", "her only friend is the station's AI, Pip": who
  // they are is told after "is", with their name.
  const told = words[end + 1];
  if (
    name === null &&
    /^(is|was)$/.test(words[end]?.normal ?? '') &&
    same(words[end], kindWord) &&
    told !== undefined &&
    /^(a|an|the)$/.test(told.normal)
  ) {
    const named = companionAt(words, end + 2, beside, told.normal);
    if (named?.name) return named;
    // "her only ally is a disgraced knight": who the ally is, told after "is", is what they are;
    // after "the", only one of us ("the general who exiled her"), never "the moon".
    const who = kindRun(words, end + 2);
    const head = who[who.length - 1];
    if (
      /^(ally|friend|companion|sidekick)$/.test(kindWord.normal) &&
      (told.normal !== 'the' || (head !== undefined && PEOPLE_KINDS.has(head.normal))) &&
      head &&
      isNoun(head) &&
      !head.tags.has('Plural')
    )
      return companionRecord({
        kind: head.normal,
        traits: who.slice(0, -1).map((word) => word.normal),
        index: end + 1 + who.length,
        beside,
        article: told.normal,
      });
  }
  const next = words[end];
  const alive =
    next?.normal === 'who' ||
    (next?.normal === 'that' && [1, 2].some((step) => ALIVE.has(words[end + step]?.normal ?? '')));
  // "a fairy and a ladybird tuck the flowers in", "a tiny dragon and a great big knight go": one
  // named with "and" who acts with the one before is someone, whatever they are.
  const together =
    article !== null &&
    article !== 'the' &&
    words[start - 2]?.normal === 'and' &&
    same(next, kindWord) &&
    next?.tags.has('Verb') === true &&
    !next.tags.has('Gerund') &&
    !next.tags.has('PastTense') &&
    !/[^s]s$/.test(next.normal);
  // "Priya and a talking rock": what talks is someone, whatever it is.
  const talks = run.some((word) => TALKING.test(word.normal));
  if (
    name === null &&
    !owned &&
    !alive &&
    !together &&
    !talks &&
    !COMPANION_KINDS.has(kindWord.normal)
  )
    return null;
  const firstNoun = run.findIndex((word) => isNoun(word) || word.tags.has('Acronym'));
  const kindWords = run.slice(firstNoun < 0 ? run.length - 1 : firstNoun);
  const named = name === null ? null : (words[name] as IdeaWord);
  let clauseWords: string[] = [];
  let closed = false;
  if (alive && named === null)
    for (let at = end; same(words[at], kindWord) && clauseWords.length < 6; at += 1) {
      // "can't" is read as "ca" and an unsaid word, which would leave a double space.
      if ((words[at] as IdeaWord).text !== '') clauseWords.push((words[at] as IdeaWord).text);
      closed = (words[at] as IdeaWord).after.trim() !== '' || !same(words[at + 1], kindWord);
      if (closed) break;
    }
  // "awa and her baby goat who lose a shoe at the festival": a clause cut short ("who lose a shoe
  // at the") or told of both ("who lose", not "who loses") is no description of the companion.
  const verb = words[end + 1];
  const both =
    verb !== undefined &&
    verb.tags.has('Verb') &&
    !verb.tags.has('PastTense') &&
    !verb.tags.has('Modal') &&
    !verb.tags.has('Auxiliary') &&
    !/s$/.test(verb.normal);
  if (!closed || both) clauseWords = [];
  return {
    name: named ? capitalise(bareName(named.text)) : null,
    kind: kindWords
      .map((word) =>
        word.tags.has('Acronym')
          ? word.text
          : word.tags.has('Possessive')
            ? word.text.toLowerCase()
            : word.normal,
      )
      .join(' '),
    traits: run.slice(0, run.length - kindWords.length).map((word) => word.normal),
    index: name ?? end - 1,
    beside,
    article,
    clause: clauseWords.length > 0 ? clauseWords.join(' ') : null,
  };
}
