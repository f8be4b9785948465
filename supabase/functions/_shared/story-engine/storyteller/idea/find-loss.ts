// What the idea says is lost, wherever in it the loss is told: "a violin goes missing", "the
// museum's golden mask vanished", "the missing painting", "the picnic is missing all the
// sandwiches", "they lose their tent in a storm". Whatever else the idea's first verb says, the
// story is about finding it.
import type { TaggedWord } from '../read-english.ts';
import { NOT_THINGS, TIME_NOUNS } from './idea-words.ts';
import { lostAt } from './lost-at.ts';
import type { IdeaWant } from './story-idea.ts';

/**
 * What the idea says is lost, as the hero's want to find it; never the hero, a companion, someone
 * named or a time.
 */
export function findLoss(
  words: readonly TaggedWord[],
  heroName: string | null,
  cast: ReadonlySet<number>,
): IdeaWant | null {
  for (let index = 0; index < words.length; index += 1) {
    const lost = lostAt(words, index);
    if (
      !lost ||
      lost.head.normal === heroName ||
      cast.has(lost.end) ||
      // "lilys teddy went missing": a toy typed in lower case is no one's name.
      (lost.head.tags.has('ProperNoun') && /^\p{Lu}/u.test(lost.head.text)) ||
      NOT_THINGS.has(lost.head.normal) ||
      TIME_NOUNS.has(lost.head.normal)
    )
      continue;
    return { verb: 'find', thing: lost.told, noun: lost.head.normal, question: false };
  }
  return null;
}
