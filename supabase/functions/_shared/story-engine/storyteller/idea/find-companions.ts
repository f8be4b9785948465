// Who comes along with the hero, as families type it: a possessive and a kind ("Lily and her
// puppy", "his little sister Hana", "her AI dog Pixel", "his rival Jun", "her puppy biscuit"), two
// names ("Ada and Ben"), a "the" or "a" with a name or a deed that makes it someone ("Ben and the
// new girl Oksana", "a talking hawk called Kito", "the dragon who loved dumplings", "the ship's AI,
// HALLIE", "with the new boy at preschool, Mateo") and "my friend Sofía and me".
import { COMPANION_KINDS, FAMILY_NAMES, KIN_TITLES, TITLES, isName, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { capitalise } from '../../../capitalise.ts';
import { toInfinitive, toSingular } from '../read-english.ts';
import {
  bareName,
  capitalised,
  companionAt,
  companionRecord,
  same,
  type IdeaCompanion,
} from './companion-at.ts';

export type { IdeaCompanion } from './companion-at.ts';

const POSSESSIVES = new Set(['her', 'his', 'their', 'my', 'our']);
const TEACHING = new Set(['teach', 'train', 'help', 'coach']);
const STORY_WORDS = new Set('story tale book poem fable adventure'.split(' '));
const ARTICLES = new Set(['the', 'a', 'an']);
const NARRATOR = new Set(['me', 'i', 'us', 'we']);
const GROUPS = new Set('group gang band bunch pair team crew'.split(' '));
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
  // "tries to teach her cockatoo to say please": the one taught is there to learn.
  const taught =
    next?.normal === 'to' && TEACHING.has(toInfinitive(words[start - 2]?.normal ?? '', undefined));
  return next && same(next, head) && (next.tags.has('Verb') || taught) ? companion : null;
}

const isSomeone = (word: string) => {
  const head = toSingular(word.split('-').pop() ?? '');
  return COMPANION_KINDS.has(head) || GROUPS.has(head);
};

/**
 * "helping her little brother with his science project" names a thing of theirs, not someone;
 * "Hana and her grandma fold paper cranes", "his sword-sister fight": the kind ends with the one
 * who comes along, before the tagger's misread verb.
 */
function someoneOwned(
  words: readonly IdeaWord[],
  owned: IdeaCompanion | null,
): IdeaCompanion | null {
  if (!owned || owned.name || !owned.kind) return owned;
  // "her crew of mice": the ones who come along are the mice, not "the crew".
  const members = words[owned.index + 2];
  if (
    GROUPS.has(owned.kind.split(' ').pop() ?? '') &&
    words[owned.index + 1]?.normal === 'of' &&
    members !== undefined &&
    members.tags.has('Plural') &&
    isNoun(members)
  )
    return { ...owned, kind: members.normal, traits: [], index: owned.index + 2 };
  const kind = owned.kind.split(' ');
  const last = kind.findLastIndex(isSomeone);
  if (last < 0) return null;
  return {
    ...owned,
    kind: kind.slice(0, last + 1).join(' '),
    index: owned.index - (kind.length - 1 - last),
  };
}

/** The companions named with someone: "X and her puppy", "X with his dog Rex", "Ada and Ben". */
export function findCompanions(words: readonly IdeaWord[]): IdeaCompanion[] {
  const companions: IdeaCompanion[] = [];
  const add = (companion: IdeaCompanion | null) => {
    // "with a story about two sisters, Leila and Yara": a story is how it is told, not who is in it.
    if (STORY_WORDS.has(companion?.kind ?? '')) return;
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
    // "me and my cousin Zara", "me and my grandad": the narrator leads, and theirs comes along.
    if (
      link.normal === 'my' &&
      before?.normal === 'and' &&
      NARRATOR.has(words[index - 2]?.normal ?? '') &&
      same(words[index - 2], link)
    ) {
      add(companionAt(words, index + 1, index - 2, null));
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
        add(companionRecord({ kind: others.normal, index: index + 2 }));
      return;
    }
    if (link.normal !== 'and' && link.normal !== 'with') return;
    if (!before || !after || !same(before, link) || !same(after, link)) return;
    // "to the dentist with Mummy", "counting stars with mummy": a relative called by what the child
    // calls them comes along, wherever the idea puts them.
    if (
      link.normal === 'with' &&
      KIN_TITLES.has(after.normal.split(' ')[0] ?? '') &&
      !/['’]s$/.test(after.text) &&
      !isNoun(words[index + 2] ?? link)
    ) {
      add(companionRecord({ name: capitalise(bareName(after.text)), index: index + 1 }));
      return;
    }
    // "with three friends", "with her two cousins": a number of someones comes along.
    const counted = words[index + (after.tags.has('Value') ? 2 : 3)];
    if (
      link.normal === 'with' &&
      (after.tags.has('Value') ||
        (POSSESSIVES.has(after.normal) && words[index + 2]?.tags.has('Value'))) &&
      counted !== undefined &&
      same(counted, link) &&
      counted.tags.has('Plural') &&
      isSomeone(counted.normal)
    ) {
      const count = after.tags.has('Value') ? after : (words[index + 2] as IdeaWord);
      add(
        companionRecord({
          kind: counted.normal,
          traits: [count.normal],
          index: words.indexOf(counted),
        }),
      );
      return;
    }
    // "with Mr. Abernathy", "with Ms Okafor": a grown-up called by title and name comes along.
    const titled = words[index + 2];
    if (
      link.normal === 'with' &&
      TITLES.has(after.normal) &&
      capitalised(titled) &&
      same(titled, link) &&
      // "explain the heart with Dr Amina": with no one named before, the doctor is the hero.
      words.slice(0, index).some((word, at) => isName(word, at, words))
    ) {
      add(
        companionRecord({
          name: `${after.text} ${bareName(titled?.text ?? '')}`,
          index: index + 2,
        }),
      );
      return;
    }
    // "Grandma Rosa and I bake bread": the one named beside the narrator comes along.
    if (link.normal === 'and' && NARRATOR.has(after.normal) && isName(before, index - 1, words)) {
      const title = words[index - 2];
      const family = title && same(title, before) && FAMILY_NAMES.has(title.normal);
      add(
        companionRecord({
          name: capitalise(bareName(before.text)),
          kind: family ? title.normal : null,
          index: index - 1,
        }),
      );
      return;
    }
    // "across the Ash Mountains with his friend Zuri": only a name that leads its clause is the hero.
    const subject = ![words[index - 2], words[index - 3]].some(
      (word) =>
        same(word, before) && (word?.tags.has('Preposition') || word?.tags.has('Determiner')),
    );
    // "Marguerite, 72, and her Labrador": the age is the one named before it.
    const aged =
      before.tags.has('Value') &&
      link.normal === 'and' &&
      words[index - 2] !== undefined &&
      isName(words[index - 2] as IdeaWord, index - 2, words);
    // "Zuri the giraffe and Pip the tortoise": the one named before "the" and their kind.
    const described =
      link.normal === 'and' &&
      isNoun(before) &&
      words[index - 2]?.normal === 'the' &&
      words[index - 3] !== undefined &&
      same(words[index - 3], link) &&
      isName(words[index - 3] as IdeaWord, index - 3, words);
    const named =
      aged || described || (isName(before, index - 1, words) && (link.normal === 'and' || subject));
    // "Ezra and Talia and their dog": a companion just named goes with the one they came with.
    const joined = companions.find((known) => known.index === index - 1);
    const leader = joined ? joined.beside : named ? index - (aged ? 2 : described ? 3 : 1) : null;
    if (POSSESSIVES.has(after.normal) && after.tags.has('Pronoun')) {
      // "a story where he and his friends split pizzas": the hero, told by pronoun, brings them.
      const hero = /^(he|she)$/.test(before.normal);
      if (!isNoun(before) && !named && !hero && !NARRATOR.has(before.normal)) {
        // "find out who did it with her pet wolf": "with her" brings the hero's own along; one
        // with a name is read beside the hero by findOwnedCompanions.
        if (link.normal !== 'with' || !/^(her|his)$/.test(after.normal)) return;
        const own = someoneOwned(words, companionAt(words, index + 2, leader, null));
        if (own && !own.name) add(own);
        return;
      }
      add(someoneOwned(words, companionAt(words, index + 2, leader, null)));
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
      // "a night train crossing the Kazakh steppe, and a conductor named Daulet": what a deed is
      // done to, or where, is no one who comes along.
      const governor = words[start - 2];
      if (
        governor &&
        same(governor, link) &&
        (governor.tags.has('Verb') || governor.tags.has('Preposition'))
      )
        return;
      const run = words.slice(start, index);
      const firstNoun = run.findIndex(isNoun);
      add(
        companionRecord({
          kind: run
            .slice(firstNoun)
            .map((word) => word.normal)
            .join(' '),
          traits: run.slice(0, firstNoun).map((word) => word.normal),
          index: index - 1,
          article: article.normal,
        }),
      );
      return;
    }
    if (ARTICLES.has(after.normal)) {
      // "a crow and a fox", "with a crow": an animal that goes along needs no name; "a fairy and
      // a ladybird tuck the flowers in": nor does one who acts with the one before.
      const animal =
        after.normal !== 'the' &&
        (link.normal === 'with' ||
          firstSubject(words, index - 1) ||
          (link.normal === 'and' && isNoun(before) && !before.tags.has('Plural')));
      if (animal) {
        const creature = companionAt(words, index + 2, leader, after.normal);
        const together =
          link.normal === 'and' &&
          creature !== null &&
          same(words[creature.index + 1], link) &&
          words[creature.index + 1]?.tags.has('Verb') === true;
        if (
          creature &&
          (creature.name ||
            creature.clause ||
            together ||
            COMPANION_KINDS.has(creature.kind?.split(' ').pop() ?? ''))
        ) {
          add(creature);
          return;
        }
        if (link.normal === 'with' || firstSubject(words, index - 1)) return;
      }
      if (link.normal === 'and' && !named && leader === null) return;
      add(companionAt(words, index + 2, leader, after.normal));
      return;
    }
    // Two names side by side are two friends; the first is the hero. "Farida, Joss and Wren": of
    // a list, the first named leads, and the others come along with her.
    // "Aroha, Manaia and little Tui": a word that describes the last name comes before it.
    const last =
      isName(after, index + 1, words) ||
      !after.tags.has('Adjective') ||
      !words[index + 2] ||
      !isName(words[index + 2] as IdeaWord, index + 2, words)
        ? index + 1
        : index + 2;
    if ((named || leader !== null) && isName(words[last] as IdeaWord, last, words)) {
      let first = index - 1;
      while (
        leader === index - 1 &&
        words[first - 1]?.after.trim() === ',' &&
        same(words[first - 1], link) &&
        isName(words[first - 1] as IdeaWord, first - 1, words)
      )
        first -= 1;
      const lead = first < index - 1 ? first : (leader ?? index - 1);
      const others = words.slice(first + 1, index).map((_, step) => first + 1 + step);
      for (const listed of [...others, last])
        add(
          companionRecord({
            name: capitalise(bareName((words[listed] as IdeaWord).text)),
            traits: listed === last && last > index + 1 ? [after.normal] : [],
            index: listed,
            beside: lead,
          }),
        );
    }
  });
  return companions;
}
