// Who comes along with the hero, as families type it: a possessive and a kind ("Lily and her
// puppy", "his little sister Hana", "her AI dog Pixel", "his rival Jun", "her puppy biscuit"), two
// names ("Ada and Ben"), a "the" or "a" with a name or a deed that makes it someone ("Ben and the
// new girl Oksana", "a talking hawk called Kito", "the dragon who loved dumplings", "the ship's AI,
// HALLIE", "with the new boy at preschool, Mateo") and "my friend Sofía and me".
import { COMPANION_KINDS, FAMILY_NAMES, TITLES, isName, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
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

const POSSESSIVES = new Set(['her', 'his', 'their', 'my', 'our']);
const ARTICLES = new Set(['the', 'a', 'an']);
const NARRATOR = new Set(['me', 'i', 'us', 'we']);
const GROUPS = new Set('group gang band bunch pair team crew'.split(' '));
/** What only someone does: "the soccer ball that could talk". */
const ALIVE = new Set(
  'talk talks talked speak speaks spoke sing sings sang think thinks thought laugh laughs laughed dance dances danced walk walks walked'.split(
    ' ',
  ),
);

const same = (a: IdeaWord | undefined, b: IdeaWord | undefined) =>
  a !== undefined && b !== undefined && a.sentence === b.sentence;
const capitalised = (word: IdeaWord | undefined) =>
  word !== undefined && /^\p{Lu}/u.test(word.text);
const bareName = (text: string) => text.replace(/['’]s$/, '');

/** The run of words that says what the companion is: "little sister", "ship's AI", "teddy bear". */
function kindRun(words: readonly IdeaWord[], start: number): IdeaWord[] {
  const run: IdeaWord[] = [];
  let index = start;
  for (;;) {
    const word = words[index];
    if (!word || !same(word, words[start])) break;
    const acronym = word.tags.has('Acronym');
    if (capitalised(word) && !acronym) break;
    // "three legged dog": a number and a described body part come before the kind.
    const following = words[index + 1];
    const describing =
      (word.tags.has('Value') ||
        (word.tags.has('PastTense') &&
          /ed$/.test(word.normal) &&
          !/^(named|called)$/.test(word.normal))) &&
      following !== undefined &&
      (isNoun(following) || following.tags.has('Value') || /ed$/.test(following.normal));
    const modifier = word.tags.has('Adjective') || word.tags.has('Gerund') || describing;
    if (!modifier && !isNoun(word) && !acronym) break;
    run.push(word);
    index += 1;
    if (word.after.trim() !== '' && !/^['’]s?$/.test(word.after.trim())) break;
    // "her cousins paddle": a plural noun ends the kind.
    if (word.tags.has('Plural') && isNoun(word)) break;
  }
  return run;
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
function companionAt(
  words: readonly IdeaWord[],
  start: number,
  beside: number | null,
  article: string | null,
): IdeaCompanion | null {
  const owned = article === null;
  let run = kindRun(words, start);
  while (run.length > 0 && !isNoun(run[run.length - 1] as IdeaWord)) {
    // "his rival Jun": a word the tagger took for an adjective is the kind when a name follows.
    if (nameAfter(words, start + run.length, run[run.length - 1] as IdeaWord) !== null) break;
    // "her cat familiar starts": a word that names a companion's role is the kind.
    if (COMPANION_KINDS.has(run[run.length - 1]?.normal ?? '')) break;
    run = run.slice(0, -1);
  }
  let kindWord = run[run.length - 1];
  if (!kindWord) return null;
  let end = start + run.length;
  let name = nameAfter(words, end, kindWord);
  // "her puppy biscuit": a word after a pet or a relative, typed in lower case, is its name.
  const beforeKind = run[run.length - 2];
  if (
    name === null &&
    beforeKind &&
    COMPANION_KINDS.has(beforeKind.normal) &&
    !COMPANION_KINDS.has(kindWord.normal) &&
    !kindWord.tags.has('Plural') &&
    words[end]?.tags.has('Verb')
  ) {
    name = end - 1;
    run = run.slice(0, -1);
    kindWord = beforeKind;
    end -= 1;
  }
  // "with the new boy at preschool, Mateo": a name set apart after a place phrase.
  if (name === null && !owned && words[end]?.tags.has('Preposition')) {
    const comma = words.findIndex((word, index) => index >= end && word.after.trim() === ',');
    if (comma >= end && comma - end <= 3 && same(words[comma], kindWord))
      name = nameAfter(words, comma + 1, kindWord);
  }
  if (name === null && kindWord.after.trim() === ',') name = nameAfter(words, end, kindWord);
  const next = words[end];
  const alive =
    next?.normal === 'who' ||
    (next?.normal === 'that' && [1, 2].some((step) => ALIVE.has(words[end + step]?.normal ?? '')));
  if (name === null && !owned && !alive && !COMPANION_KINDS.has(kindWord.normal)) return null;
  const firstNoun = run.findIndex((word) => isNoun(word) || word.tags.has('Acronym'));
  const kindWords = run.slice(firstNoun < 0 ? run.length - 1 : firstNoun);
  const named = name === null ? null : (words[name] as IdeaWord);
  const clauseWords: string[] = [];
  if (alive && named === null)
    for (let at = end; same(words[at], kindWord) && clauseWords.length < 6; at += 1) {
      clauseWords.push((words[at] as IdeaWord).text);
      if ((words[at] as IdeaWord).after.trim() !== '') break;
    }
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

/** Whether a name follows "named" or "called" within a few words: "a lonely kid named Finn". */
const namedSoon = (words: readonly IdeaWord[], start: number) =>
  words
    .slice(start, start + 4)
    .some(
      (word, step) => /^(named|called)$/.test(word.normal) && capitalised(words[start + step + 1]),
    );

/** Whether the word is the idea's first noun, the one it is about: "a crow" in "a crow and a fox". */
function firstSubject(words: readonly IdeaWord[], index: number): boolean {
  const word = words[index];
  if (!word || !isNoun(word) || word.tags.has('Plural')) return false;
  const first = words.findIndex(
    (other) => isNoun(other) && !/^(story|tale|fable|book|poem)$/.test(other.normal),
  );
  return first === index && words.slice(0, index).every((other) => !other.tags.has('Verb'));
}

/**
 * "so her grandma gives her a lantern", "his apprentice keeps setting the tower on fire": someone
 * of the hero's own, a relative or a pet, who acts in the idea away from its "and" or "with", or
 * is named there.
 */
function relativeAt(words: readonly IdeaWord[], start: number): IdeaCompanion | null {
  const companion = companionAt(words, start, null, null);
  if (!companion) return null;
  const head = companion.name ? words[companion.index - 1] : words[companion.index];
  const kind = companion.kind?.split(' ').pop() ?? '';
  if (!head || !COMPANION_KINDS.has(kind)) return null;
  // "his dad's broken lawnmower" names a thing of someone's, not someone who comes along.
  const run = words.slice(start, companion.index + 1);
  if (run.some((word) => word.tags.has('Possessive') || /['’]s$/.test(word.text))) return null;
  // "teaching his daughter Yasmin to ride": one of the hero's own, named, is in the story too.
  if (companion.name) return companion;
  const next = words[companion.index + 1];
  return next && same(next, head) && next.tags.has('Verb') ? companion : null;
}

/** The companions named with someone: "X and her puppy", "X with his dog Rex", "Ada and Ben". */
export function findCompanions(words: readonly IdeaWord[]): IdeaCompanion[] {
  const companions: IdeaCompanion[] = [];
  const add = (companion: IdeaCompanion | null) => {
    if (companion && !companions.some((known) => known.index === companion.index))
      companions.push(companion);
  };
  words.forEach((link, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (POSSESSIVES.has(link.normal) && link.normal !== 'my' && link.tags.has('Pronoun')) {
      if (!/^(and|with)$/.test(before?.normal ?? '')) add(relativeAt(words, index + 1));
      return;
    }
    // "my freind Sofía and me": the narrator's friend, named before the narrator.
    if (link.normal === 'my' && (index === 0 || !same(before, link))) {
      const companion = companionAt(words, index + 1, null, null);
      const and = companion?.name ? words[companion.index + 1] : undefined;
      if (and?.normal === 'and' && NARRATOR.has(words[companion!.index + 2]?.normal ?? ''))
        add(companion);
      return;
    }
    // "a kid inventor whose lunchbox robot goes rogue": the hero's own, told in a relative clause.
    if (link.normal === 'whose') {
      add(relativeAt(words, index + 1));
      return;
    }
    // "a group of friends realize": the hero is one of them, and the others come along.
    if (GROUPS.has(link.normal) && after?.normal === 'of' && words[index + 2]?.tags.has('Plural')) {
      const others = words[index + 2] as IdeaWord;
      if (isNoun(others) && COMPANION_KINDS.has(others.normal.replace(/s$/, '')))
        add({
          name: null,
          kind: others.normal,
          traits: [],
          index: index + 2,
          beside: null,
          article: null,
          clause: null,
        });
      return;
    }
    if (link.normal !== 'and' && link.normal !== 'with') return;
    if (!before || !after || !same(before, link) || !same(after, link)) return;
    // "Grandma Rosa and I bake bread": the one named beside the narrator comes along.
    if (link.normal === 'and' && NARRATOR.has(after.normal) && isName(before, index - 1, words)) {
      const title = words[index - 2];
      const family = title && same(title, before) && FAMILY_NAMES.has(title.normal);
      add({
        name: bareName(before.text),
        kind: family ? title.normal : null,
        traits: [],
        index: index - 1,
        beside: null,
        article: null,
        clause: null,
      });
      return;
    }
    // "across the Ash Mountains with his friend Zuri": only a name that leads its clause is the hero.
    const subject = ![words[index - 2], words[index - 3]].some(
      (word) =>
        same(word, before) && (word?.tags.has('Preposition') || word?.tags.has('Determiner')),
    );
    const named = isName(before, index - 1, words) && (link.normal === 'and' || subject);
    // "Ezra and Talia and their dog": a companion just named goes with the one they came with.
    const joined = companions.find((known) => known.index === index - 1);
    const leader = joined ? joined.beside : named ? index - 1 : null;
    if (POSSESSIVES.has(after.normal) && after.tags.has('Pronoun')) {
      if (!isNoun(before) && !named && !NARRATOR.has(before.normal)) return;
      add(companionAt(words, index + 2, leader, null));
      return;
    }
    // "An old lighthouse keeper and a lonely kid named Finn": the one met before the named hero.
    const metBefore =
      isName(before, index - 1, words) || companions.some((known) => known.index === index - 1);
    if (
      link.normal === 'and' &&
      !metBefore &&
      ARTICLES.has(after.normal) &&
      namedSoon(words, index + 2)
    ) {
      let start = index - 1;
      while (
        start > 0 &&
        same(words[start - 1], link) &&
        !ARTICLES.has(words[start - 1]?.normal ?? '')
      )
        start -= 1;
      const article = words[start - 1];
      if (!article || !ARTICLES.has(article.normal) || !isNoun(before) || before.tags.has('Plural'))
        return;
      const run = words.slice(start, index);
      const firstNoun = run.findIndex(isNoun);
      add({
        name: null,
        kind: run
          .slice(firstNoun)
          .map((word) => word.normal)
          .join(' '),
        traits: run.slice(0, firstNoun).map((word) => word.normal),
        index: index - 1,
        beside: null,
        article: article.normal,
        clause: null,
      });
      return;
    }
    if (ARTICLES.has(after.normal)) {
      // "a crow and a fox", "with a crow": an animal that goes along needs no name.
      const animal =
        after.normal !== 'the' && (link.normal === 'with' || firstSubject(words, index - 1));
      if (animal) {
        const creature = companionAt(words, index + 2, leader, after.normal);
        if (
          creature &&
          (creature.name ||
            creature.clause ||
            COMPANION_KINDS.has(creature.kind?.split(' ').pop() ?? ''))
        )
          add(creature);
        return;
      }
      if (link.normal === 'and' && !named && leader === null) return;
      add(companionAt(words, index + 2, leader, after.normal));
      return;
    }
    // Two names side by side are two friends; the first is the hero.
    if ((named || leader !== null) && isName(after, index + 1, words))
      add({
        name: bareName(after.text),
        kind: null,
        traits: [],
        index: index + 1,
        beside: leader ?? index - 1,
        article: null,
        clause: null,
      });
  });
  return companions;
}
