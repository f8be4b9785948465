import type { TaggedWord } from '../read-english.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

/** What is entered to be won: "a pancake race", "the sandcastle contest". */
const CONTESTS =
  /^(race|contest|competition|tournament|championship|bake-off|cup|trophy|derby|regatta|gala|rally|final|finals|quiz)$/;

/**
 * "a story about a pancake race in grandads kitchen": an idea that says what happens but no deed
 * of the hero's names a contest, and the hero sets out to win it ("do well at the kitchen" told
 * the kitchen as the thing to win).
 */
export function findContest(words: readonly TaggedWord[]): IdeaWant | null {
  // "who messed with the scores at the robotics competition?": whoever spoiled it is found out.
  if (words.some((word, at) => word.normal === 'who' && words[at + 1]?.tags.has('PastTense')))
    return null;
  for (let index = 0; index < words.length; index += 1) {
    if (!/^(a|an|the)$/.test(words[index]?.normal ?? '')) continue;
    const phrase = nounPhraseAt(words, index);
    // "the school spelling bee": a bee is a contest only when spelled.
    const spelling = phrase?.head.normal === 'bee' && /\bspelling bee$/.test(phrase.phrase);
    if (!phrase || !(CONTESTS.test(phrase.head.normal) || spelling)) continue;
    return { verb: 'win', thing: phrase.told, noun: phrase.head.normal, question: false };
  }
  return null;
}
