import type { IdeaWord } from './read-idea-words.ts';
import { findAskedWant } from './find-asked-want.ts';
import { findDeedWant } from './find-deed-want.ts';
import { findLoss } from './find-loss.ts';
import { findMishap } from './find-mishap.ts';
import { findQuestion } from './find-question.ts';
import { findStatedWant } from './find-stated-want.ts';
import type { IdeaWant } from './story-idea.ts';

/**
 * What the hero wants: a question the idea asks, else what it says the hero wants, else the deed its
 * first telling verb names, else
 * to help someone the idea says is in trouble. A companion going along ("her puppy biscuit go to the
 * beach") is neither lost nor wanted: `cast` holds the companions' word indices, and `actors` those
 * who act alone, whose deeds ("her grandma gives her a lantern") are theirs, not the hero's.
 */
export function findWant(
  prompt: string,
  words: readonly IdeaWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number> = new Set(),
  actors: ReadonlySet<number> = new Set(),
): IdeaWant | null {
  return (
    findQuestion(words) ??
    findLoss(words, heroIndex === null ? null : (words[heroIndex]?.normal ?? null), cast) ??
    findAskedWant(words, heroIndex, kindWord, cast, actors) ??
    findStatedWant(words, heroIndex, kindWord, cast, actors) ??
    findDeedWant(words, heroIndex, kindWord, cast, actors) ??
    findMishap(words, heroIndex)
  );
}
