// "a crow and a fox", "with a crow", "Ben and the new girl Oksana": one brought in with an article
// comes along when the idea names them, says what they do, or makes them a creature that goes along.
import { COMPANION_KINDS, PEOPLE_GROUPS, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { companionAt, companionRecord, same, type IdeaCompanion } from './companion-at.ts';

const HELPING = /^who (helps|teaches|guides|shows|befriends|looks after)\b/;

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
  if (link.normal === 'and' && !named && leader === null) {
    // "a knight who is scared of horses and a dragon who helps him be brave": one who helps the
    // hero comes along, whoever leads.
    const helper = companionAt(words, index + 2, leader, after.normal);
    // The story meets them in its own past tense, without the idea's "who helps him".
    return helper?.clause && HELPING.test(helper.clause) ? { ...helper, clause: null } : null;
  }
  return (
    companionAt(words, index + 2, leader, after.normal) ??
    (link.normal === 'and' && named && after.normal === 'the'
      ? actingWith(words, index, leader)
      : null)
  );
}

/**
 * "Imani and the night guard have to find out who took it": one the idea names beside the hero,
 * whom they act with, is someone, whatever they are.
 */
function actingWith(
  words: readonly IdeaWord[],
  index: number,
  leader: number | null,
): IdeaCompanion | null {
  const link = words[index] as IdeaWord;
  let end = index + 2;
  while (
    words[end] &&
    isNoun(words[end] as IdeaWord) &&
    !words[end]?.tags.has('Plural') &&
    same(words[end], link)
  )
    end += 1;
  // "Priya and the twins have to find him": a pair or a group of people acts with the hero too.
  const group = words[end];
  if (group?.tags.has('Plural') && same(group, link) && PEOPLE_GROUPS.has(group.normal)) end += 1;
  const verb = words[end];
  const head = words[end - 1];
  if (
    end === index + 2 ||
    !head ||
    !verb ||
    !same(verb, link) ||
    !verb.tags.has('Verb') ||
    verb.tags.has('Gerund') ||
    verb.tags.has('PastTense') ||
    /[^s]s$/.test(verb.normal) ||
    ['Place', 'ProperNoun', 'Possessive'].some((tag) => head.tags.has(tag))
  )
    return null;
  return companionRecord({
    kind: words
      .slice(index + 2, end)
      .map((word) => word.normal)
      .join(' '),
    index: end - 1,
    beside: leader,
    article: 'the',
  });
}
