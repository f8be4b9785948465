import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { isNoun } from './idea-words.ts';
import type { IdeaWant } from './story-idea.ts';

export const MISHAPS = new Set('trip fall slip stumble cry hurt crash tumble'.split(' '));

/** "A friend trips just before the finish line": someone who needs help, and the hero gives it. */
export function findMishap(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): IdeaWant | null {
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!word.tags.has('Verb') || !MISHAPS.has(toInfinitive(word.normal))) continue;
    // "Lina and Farah fall out": friends who fall out have quarrelled, and nobody is hurt.
    if (words[index + 1]?.normal === 'out') continue;
    const who = words[index - 1] as TaggedWord;
    if (index - 1 === heroIndex || !isNoun(who) || who.sentence !== word.sentence) continue;
    return { verb: 'help', thing: who.normal, noun: who.normal, question: false };
  }
  return null;
}
