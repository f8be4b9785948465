// "Spike keeps eating the curtains", "her parrot won't stop copying the doorbell": a companion's
// habit is the companion's own deed; the hero wants to find out why, never to do it too.
import type { TaggedWord } from '../read-english.ts';
import { isNoun } from './idea-words.ts';
import type { IdeaWant } from './story-idea.ts';

// "won't stop", "can't stop": told in the story's past as what the companion would or could not stop.
const WONT = new Map([
  ["won't", 'would not stop'],
  ['wont', 'would not stop'],
  ['will', 'would not stop'],
  ["can't", 'could not stop'],
  ['cant', 'could not stop'],
  ['cannot', 'could not stop'],
  ['can', 'could not stop'],
]);
const CLAUSE_ENDS = new Set('and but so because until when while then'.split(' '));

const endsClause = (word: TaggedWord) =>
  /[,;:.!?]/.test(String((word as { after?: string }).after ?? ''));

/** Where the gerund after "keeps" or "won't stop" stands, and how the story tells the habit. */
function habitAt(words: readonly TaggedWord[], index: number) {
  const word = words[index] as TaggedWord;
  if (/^(keep|keeps|kept)$/.test(word.normal)) return { gerund: index + 1, told: 'kept' };
  const told = WONT.get(word.normal);
  if (!told) return null;
  let at = index + 1;
  // The tagger splits "won't" into the modal and an empty negative; "will not" spells it out.
  while (words[at]?.tags.has('Negative') || words[at]?.normal === 'not') at += 1;
  if (at === index + 1 && !/'t$|^cannot$|^wont$|^cant$/.test(word.normal)) return null;
  return words[at]?.normal === 'stop' ? { gerund: at + 1, told } : null;
}

/** The companion at `subject`, as the story names them: "Spike", "the parrot". */
const toldCompanion = (word: TaggedWord) =>
  /^\p{Lu}/u.test(word.text) ? word.text.replace(/['’]s$/, '') : `the ${word.normal}`;

/**
 * The hero's want when the verb at `index` opens a companion's habit ("keeps", "won't stop") and
 * the one it belongs to is in `cast`: to find out why they kept at it.
 */
export function readCompanionHabit(
  words: readonly TaggedWord[],
  index: number,
  cast: ReadonlySet<number>,
): IdeaWant | null {
  const habit = habitAt(words, index);
  const doing = habit && words[habit.gerund];
  // The tagger sometimes calls "chewing" a noun; after "keeps" or "stop" it is the deed.
  if (!habit || !doing || !(doing.tags.has('Gerund') || /^\w{2,}ing$/.test(doing.normal)))
    return null;
  let subject = index - 1;
  while (words[subject]?.tags.has('Adverb')) subject -= 1;
  if (!cast.has(subject)) return null;
  const sentence = words[index]?.sentence;
  const told: string[] = [];
  let noun = '';
  for (let at = habit.gerund; at < words.length; at += 1) {
    const word = words[at] as TaggedWord;
    if (word.sentence !== sentence || (at > habit.gerund && CLAUSE_ENDS.has(word.normal))) break;
    // "digging up my roses": the roses are the household's, whoever tells the story.
    told.push(/^(my|our)$/.test(word.normal) ? 'the' : word.text);
    if (isNoun(word) && !word.tags.has('Possessive')) noun = word.normal;
    if (endsClause(word)) break;
  }
  const subjectWord = words[subject] as TaggedWord;
  return {
    verb: 'find out',
    thing: `why ${toldCompanion(subjectWord)} ${habit.told} ${told.join(' ')}`,
    noun,
    question: true,
  };
}
