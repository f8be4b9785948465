// "our headteacher turns into a huge wobbly trifle", "a wizard turned my brother into a frog", "a
// girl who turns into a fox": a change the idea tells. The one who changes becomes the new thing;
// nobody sets off to turn into it. When someone else changes, the hero sets off to save them; when
// the hero does, the hero wants to break the spell. A power ("can turn into any
// animal") is what the hero is, and wants nothing.
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { KIN_TITLES, isNoun } from './idea-words.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

export const CHANGES = new Set(['turn', 'change', 'transform', 'morph']);
const PASSIVE = /^(is|are|was|were|be|been|gets|get|got|gotten)$/;
const HERO_PRONOUNS = new Set(['he', 'she', 'they', 'i', 'we']);
const OWNERS = new Set(['my', 'our', 'her', 'his', 'their', 'your']);

export interface IdeaChange {
  /** The hero wants it undone, or null for a power the hero has. */
  want: IdeaWant | null;
  /** Index of the changing word ("turns"). */
  at: number;
  /** The words of the one who changes: "our headteacher". */
  start: number;
  end: number;
  /** What they become, which is no place to go: "trifle", "fox". */
  becomes: string;
}

/** Where the one who changes starts, reading back from before the verb: "our headteacher". */
function changerBefore(words: readonly TaggedWord[], verb: number): number | null {
  let back = verb - 1;
  while (
    back >= 0 &&
    (words[back]?.tags.has('Adverb') ||
      words[back]?.tags.has('Modal') ||
      PASSIVE.test(words[back]?.normal ?? ''))
  )
    back -= 1;
  const head = words[back];
  if (!head || head.sentence !== words[verb]?.sentence) return null;
  if (head.normal === 'who' || HERO_PRONOUNS.has(head.normal)) return back;
  if (!isNoun(head)) return null;
  let start = back;
  while (
    start > 0 &&
    words[start - 1]?.sentence === head.sentence &&
    (isNoun(words[start - 1] as TaggedWord) ||
      words[start - 1]?.tags.has('Adjective') ||
      words[start - 1]?.tags.has('Determiner') ||
      words[start - 1]?.tags.has('Possessive'))
  )
    start -= 1;
  return start;
}

/**
 * What the one who changes becomes: "a huge wobbly trifle", "a puddle of custard". The tagger
 * misreads made-up things ("wobbly", "trifle"), so the words up to the next preposition or
 * clause are taken as they are, the last one its head.
 */
function becomesAt(words: readonly TaggedWord[], start: number) {
  const run: TaggedWord[] = [];
  for (let at = start; at < start + 7; at += 1) {
    const word = words[at];
    if (!word || word.sentence !== words[start]?.sentence) break;
    const opensPhrase = word.tags.has('Preposition') && word.normal !== 'of';
    if (run.length > 0 && (opensPhrase || word.tags.has('Conjunction') || word.normal === 'who'))
      break;
    if (word.tags.has('Pronoun') || (word.tags.has('Verb') && word.tags.has('PastTense'))) break;
    // "into a pumpkin the night before": a new article starts what comes after.
    if (run.length > 0 && word.tags.has('Determiner')) break;
    run.push(word);
    if (/[,.;:!?]/.test(String((word as { after?: string }).after ?? ''))) break;
  }
  while (run.length > 0 && /^(of|and)$/.test(run[run.length - 1]?.normal ?? '')) run.pop();
  const told = run.filter((word, index) => index > 0 || !word.tags.has('Determiner'));
  // "a puddle of custard" is a puddle.
  const of = told.findIndex((word) => word.normal === 'of');
  const head = told[(of > 0 ? of : told.length) - 1];
  if (!head) return null;
  return { told: told.map((word) => word.text).join(' '), noun: head.normal };
}

/** "our headteacher" → "the headteacher", "Ravi's grandad" → "Grandad", "my brother" → "the brother". */
function toldAfterChange(words: readonly TaggedWord[], start: number, end: number): string {
  // "her crush's car" keeps its owner; "our", "my" and "her" are the narrator's or the hero's.
  const run = words
    .slice(start, end + 1)
    .filter(
      (word) =>
        !(word.tags.has('Possessive') && word.tags.has('Pronoun')) && !OWNERS.has(word.normal),
    );
  const head = words[end] as TaggedWord;
  if (KIN_TITLES.has(head.normal) && run.length === 1)
    return head.normal.charAt(0).toUpperCase() + head.normal.slice(1);
  if (head.tags.has('ProperNoun') && /^\p{Lu}/u.test(head.text)) return head.text;
  const told = run
    .map((word) =>
      word.tags.has('ProperNoun') || /^\p{Lu}/u.test(word.text)
        ? word.text
        : word.tags.has('Possessive')
          ? word.text.toLowerCase()
          : word.normal,
    )
    .join(' ');
  return /^(the|all|both|every|each)\b/.test(told) || /^\p{Lu}/u.test(told) ? told : `the ${told}`;
}

/** The change the idea tells, if it tells one; `heroIndex` is the hero's word, or null. */
export function findChange(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindIndex: number | null,
): IdeaChange | null {
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as TaggedWord;
    if (!word.tags.has('Verb') || !CHANGES.has(toInfinitive(word.normal, word.tags))) continue;
    // "how a seed turns into a sunflower" is a question about the change, found out, not undone.
    const asked = words
      .slice(0, at)
      .some(
        (other, index) =>
          other.sentence === word.sentence &&
          /^(how|why|when|where)$/.test(other.normal) &&
          words[index + 1]?.normal !== 'if',
      );
    if (asked) continue;
    // "turns into a fox", or "turned my brother into a frog" with the one changed between.
    const into = words.findIndex(
      (other, index) => index > at && index <= at + 5 && other.normal === 'into',
    );
    if (into < 0 || words[into]?.sentence !== word.sentence) continue;
    const becomes = becomesAt(words, into + 1);
    if (!becomes) continue;
    let start: number | null;
    let end: number;
    if (into > at + 1) {
      const changed = nounPhraseAt(words, at + 1);
      if (!changed || changed.end !== into - 1) continue;
      start = at + 1;
      end = changed.end;
    } else {
      start = changerBefore(words, at);
      end = at - 1;
      while (end > 0 && !isNoun(words[end] as TaggedWord) && words[end]?.normal !== 'who') end -= 1;
    }
    if (start === null) continue;
    const changer = words[end] as TaggedWord;
    const power = words.slice(Math.max(0, at - 3), at).some((other) => other.tags.has('Modal'));
    const hero =
      end === heroIndex ||
      HERO_PRONOUNS.has(changer.normal) ||
      (changer.normal === 'who' && (end - 1 === heroIndex || end - 1 === kindIndex));
    if (hero)
      return {
        at,
        start,
        end,
        becomes: becomes.noun,
        // The want is told on its own in every part ("the way to the spell"), so it is one thing.
        want: power ? null : { verb: 'break', thing: 'spell', noun: 'spell', question: false },
      };
    if (changer.normal === 'who' || changer.tags.has('Pronoun')) continue;
    // "her sneezes turn things into frogs": what anything becomes is a power, with nobody to save.
    if (/^(things?|everything|anything|stuff|objects?)$/.test(changer.normal))
      return { at, start, end, becomes: becomes.noun, want: null };
    const was = toldAfterChange(words, start, end);
    return {
      at,
      start,
      end,
      becomes: becomes.noun,
      // The thing is told on its own in every part ("the trifle that had been the headteacher
      // wobbled"), so it names both what they are now and who they were.
      want: {
        verb: 'save',
        thing: `${becomes.told} that had been ${was}`,
        noun: becomes.noun,
        question: false,
      },
    };
  }
  return null;
}
