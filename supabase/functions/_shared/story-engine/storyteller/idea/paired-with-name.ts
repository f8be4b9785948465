import type { TaggedWord } from '../read-english.ts';
import { bareSingular } from './bare-singular.ts';

/**
 * "priya and bea build a fort", "lotte and rafi bake": two bare words opening the idea, joined by
 * "and" and acting together, one of them a given name the tagger knows, are two names.
 */
export function pairedWithName(
  word: TaggedWord,
  index: number,
  words: readonly TaggedWord[],
): boolean {
  const first = words[index + 1]?.normal === 'and' ? index : index - 2;
  if (first < 0 || words[first + 1]?.normal !== 'and') return false;
  const pair = [words[first], words[first + 2]];
  const before = words[first - 1];
  const acts = words[first + 3];
  return (
    (!before || before.sentence !== word.sentence) &&
    pair.every((one) => one !== undefined && one.sentence === word.sentence && bareSingular(one)) &&
    pair.some((one) => one?.tags.has('FirstName') || /^\p{Lu}/u.test(one?.text ?? '')) &&
    acts?.sentence === word.sentence &&
    acts.tags.has('Verb')
  );
}
