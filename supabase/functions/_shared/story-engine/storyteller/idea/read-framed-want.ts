// "solve the theft of the church bells", "crack the case of the haunted lighthouse": a frame names
// what the idea is about in its "of", never the thing itself.
import type { TaggedWord } from '../read-english.ts';
import { NOT_THINGS } from './idea-words.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

/** Nouns that frame what an idea is about, never the thing itself: "the mystery of …". */
const FRAMES = new Set(
  'mystery case riddle secret puzzle problem question story tale matter legend curse'.split(' '),
);
/** Frames that name a loss: "the theft of the church bells" is about the bells, gone. */
const LOSS_FRAMES = new Set(
  'theft disappearance loss kidnapping vanishing robbery burglary'.split(' '),
);
export const framesWant = (noun: string) => FRAMES.has(noun) || LOSS_FRAMES.has(noun);
export const framesLoss = (noun: string) => LOSS_FRAMES.has(noun);

/**
 * "solve the theft of the church bells", "crack the case of the haunted lighthouse": the want is
 * the frame's "of" object, found again after a loss, the truth about it otherwise. A frame asking
 * "of who" or "of why" leaves the want to the deed it asks about; a bare frame gives none.
 */
export function readFramedWant(
  words: readonly TaggedWord[],
  frame: TaggedWord,
  end: number,
): IdeaWant | 'asks' | null {
  if (words[end + 1]?.normal !== 'of') return null;
  const asked = words[end + 2];
  if (asked && /^(who|what|why|how|where|when|whoever)$/.test(asked.normal)) return 'asks';
  const object = nounPhraseAt(words, end + 2);
  if (!object || NOT_THINGS.has(object.head.normal) || framesWant(object.head.normal)) return null;
  const thing = object.head.tags.has('ProperNoun') ? object.phrase : object.told;
  return LOSS_FRAMES.has(frame.normal)
    ? { verb: 'find', thing, noun: object.head.normal, question: false }
    : {
        verb: 'find out',
        thing: `the truth about the ${thing}`,
        noun: object.head.normal,
        question: true,
      };
}
