// "a crow and a fox", "with a crow", "Ben and the new girl Oksana": one brought in with an article
// comes along when the idea names them, says what they do, or makes them a creature that goes along.
import { COMPANION_KINDS, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { companionAt, same, type IdeaCompanion } from './companion-at.ts';

/** Whether the word is the idea's first noun, the one it is about: "a crow" in "a crow and a fox". */
function firstSubject(words: readonly IdeaWord[], index: number): boolean {
  const word = words[index];
  if (!word || !isNoun(word) || word.tags.has('Plural')) return false;
  const first = words.findIndex(
    (other) => isNoun(other) && !/^(story|tale|fable|book|poem)$/.test(other.normal),
  );
  return first === index && words.slice(0, index).every((other) => !other.tags.has('Verb'));
}

/** The one after the "and" or "with" at `index` and its article, or null for no one. */
export function companionAfterArticle(
  words: readonly IdeaWord[],
  index: number,
  leader: number | null,
  named: boolean,
): IdeaCompanion | null {
  const link = words[index] as IdeaWord;
  const before = words[index - 1] as IdeaWord;
  const after = words[index + 1] as IdeaWord;
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
    )
      return creature;
    if (link.normal === 'with' || firstSubject(words, index - 1)) return null;
  }
  if (link.normal === 'and' && !named && leader === null) return null;
  return companionAt(words, index + 2, leader, after.normal);
}
