// "Luca lied about breaking the neighbour's window", "a girl who copied her friend's homework",
// "Ben told a fib about the last cake": the hero did wrong, and the story is about putting it right.
// Read as a deed to do, the same words made the hero set out to break the window or tell the fib.
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import type { IdeaWant } from './story-idea.ts';

/** Wrong however it is told: "lies", "is cheating", "cheated". */
const DECEITS = new Set(['lie', 'fib', 'cheat']);
/** Wrong when the hero has done it: "broke the vase", "copied her homework"; "break the spell" is a quest. */
const MISDEEDS = new Set(['break', 'smash', 'copy', 'steal', 'pinch', 'spill']);
/** What is told when it is a lie: "tells a lie", "told a fib". */
const UNTRUTHS = new Set(['lie', 'fib', 'fibs', 'lies', 'porky']);

// A new object each time: the idea's reader trims its want's words in place.
const tellingTheTruth = (): IdeaWant => ({
  verb: 'tell',
  thing: 'the truth',
  noun: 'truth',
  question: false,
});

/** Whether the word before the verb (past helpers and adverbs) is the hero, or "who" after the hero. */
function heroDoes(words: readonly TaggedWord[], index: number, heroIndex: number): boolean {
  let subject = index - 1;
  while (
    subject > heroIndex &&
    (words[subject]?.tags.has('Adverb') ||
      /^(had|has|have|was|is)$/.test(words[subject]?.normal ?? ''))
  )
    subject -= 1;
  if (subject === heroIndex) return true;
  return /^(who|and)$/.test(words[subject]?.normal ?? '') && subject - 1 === heroIndex;
}

/**
 * The truth the hero wants to tell when the idea says they lied, cheated or did wrong; else null.
 * A deed told in such an idea ("a fib about who ate the biscuit") is the hero's, not a culprit's.
 */
export function findWrongdoing(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): IdeaWant | null {
  if (heroIndex === null) return null;
  for (let index = heroIndex + 1; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    const verb = word.tags.has('Verb') || word.tags.has('Gerund');
    if (!verb || word.tags.has('Auxiliary') || word.tags.has('Modal')) continue;
    if (!heroDoes(words, index, heroIndex)) continue;
    const infinitive = toInfinitive(word.normal, word.tags);
    // "lies in the grass", "is lying awake": lying down is no lie.
    const lyingDown =
      infinitive === 'lie' &&
      word.normal !== 'lied' &&
      !/^(about|to|and|again|all)$/.test(words[index + 1]?.normal ?? '') &&
      words[index + 1] !== undefined;
    if (DECEITS.has(infinitive) && !lyingDown) return tellingTheTruth();
    const toldLie =
      infinitive === 'tell' &&
      words.slice(index + 1, index + 4).some((after) => UNTRUTHS.has(after.normal));
    if (toldLie) return tellingTheTruth();
    if (MISDEEDS.has(infinitive) && (word.tags.has('PastTense') || word.tags.has('Participle')))
      return tellingTheTruth();
    return null;
  }
  return null;
}
