// Whether an idea is an everyday, feelings story ("Mia keeps getting compared to her perfect older
// brother…", "at sports day a friend trips…"), and the words it is told with. Its possessives are
// the hero's: "her perfect older brother" is told "his" for a boy, "my" in the first person.
import { capitalise } from '../../../capitalise.ts';
import type { FeelingScene } from './feeling-setting.ts';
import type { FeelingShape, FeelingWords } from './feeling-shape.ts';
import { FEELING_SHAPES } from './feeling-shapes.ts';

export interface FeelingIdea {
  shape: FeelingShape;
  words: FeelingWords;
  /** The world it happens in, where the idea says: a pool for learning to swim. */
  scene?: FeelingScene;
  /**
   * The part from which the one the trouble is with, who comes along, is at the hero's side again;
   * before it they are not speaking, so they neither hug, nod nor stay close.
   */
  apartUntil?: number;
}

// A theft, a vanishing or a spell is the story, whatever feelings come with it: "everyone thinks the
// new kid did it", "swaps bodies with his cat on the first day of school".
const NOT_EVERYDAY =
  /\b(?:stole|stolen|steals?|thief|culprit|did it|vanish\w*|disappear\w*|missing|swaps? bodies|mystery|detective|clues?|magic\w*|spell|dragon|wizard|witch|robot|alien|spaceship)\b/i;

export const OWNER = /^(?:his|her|their|my|our|your)\s+/i;

/** "her perfect older brother" → "her brother": the owner and the head noun; "her friend Farah" → "Farah". */
export function shortOf(phrase: string): string {
  const words = phrase.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && /^\p{Lu}/u.test(last)) return last;
  if (words.length <= 2) return phrase;
  return `${words[0]} ${words[words.length - 1]}`;
}

export function readFeeling(idea: string, possessive: string): FeelingIdea | null {
  if (NOT_EVERYDAY.test(idea)) return null;
  for (const shape of FEELING_SHAPES) {
    const read = shape.read(idea.trim());
    if (!read) continue;
    const { scene, ...found } = read;
    const other = found.other?.trim();
    const words: Omit<FeelingWords, 'otherHead' | 'step' | 'stepDone' | 'dream'> = {
      ...shape.defaults,
      ...found,
      ...(other
        ? {
            other: other.replace(OWNER, '{his} '),
            otherShort: shortOf(other).replace(OWNER, '{his} '),
          }
        : {}),
    };
    if (found.listener) words.listener = found.listener.replace(OWNER, '{his} ');
    const own = (text: string) => text.replace(/\{his\}/g, possessive);
    return {
      shape,
      ...(scene ? { scene } : {}),
      words: {
        other: own(words.other),
        otherShort: own(words.otherShort),
        otherHead: words.otherShort.split(' ').pop() ?? '',
        listener: own(words.listener),
        eventA: own(words.eventA),
        eventB: own(words.eventB),
        venue: own(words.venue),
        step: own(found.step ?? ''),
        stepDone: '',
        dream: '',
      },
    };
  }
  return null;
}

/** A shape's line with its words in place: "{OtherShort}" at a sentence's start is "Her brother". */
export function withFeelingWords(line: string, words: FeelingWords): string {
  return line.replace(
    /\{(other|otherShort|otherHead|listener|eventA|eventB|venue|step|stepDone|dream|Other|OtherShort|Listener|EventA|EventB|Venue)\}/g,
    (_, token: string) => {
      const key = (token.charAt(0).toLowerCase() + token.slice(1)) as keyof FeelingWords;
      const value = words[key];
      if (token === key) return value;
      // A word told later, "{comp}", opens the sentence as "{Comp}", capitalised when it is told.
      return value.startsWith('{') ? `{${capitalise(value.slice(1))}` : capitalise(value);
    },
  );
}
