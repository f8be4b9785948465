// How bench/storyteller-quality.ts reads a told story: its sentences and words, word stems, a
// choice's key word, the reading grade, and which name leads a part.
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

const STOP_WORDS = new Set(
  'a an the to of with and for into at on in up her his their my your its our them it out over back down from by as near around through under off onto this that is be all ask try use get go'.split(
    ' ',
  ),
);

/** Capitalised words that are not names: sentence-starting function words, titles, "The End". */
const NOT_NAMES = new Set(
  'The A An I It He She They We You His Her Their Our My Your Its Then When But And So As At In On Once One Soon Now There This That These Those What Why How Who Where Which Each Every All Some No Not Yes Just Still After Before While Far Near Up Down Out With Without Over Under By For From Into Onto Only Even Maybe Perhaps Here Later Together Inside Outside Above Below Behind Beside Across Along Around Through Again Suddenly Slowly Quickly Quietly Carefully Finally First Next Last At If Or Nor Yet Because Since Until Though Although Whatever Whoever Somewhere Everyone Everything Nothing Someone Something Mr Mrs Ms Dr Captain Detective Inspector Grandma Grandpa Mum Dad Mom Sir Lady Lord King Queen Prince Princess Moon Earth The End'.split(
    ' ',
  ),
);

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Words in any script: "Tomás" and "Małgorzata" are one word each. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{M}’']+/gu) ?? [];
}

function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '');
}

/** Whether the text holds the word, or every word of a name in a row: "Min-ji", "Juan Pablo". */
export function containsStem(text: string, word: string): boolean {
  const targets = wordsOf(word).map(stem);
  const tokens = wordsOf(text).map(stem);
  if (targets.length === 0) return false;
  return tokens.some((_, start) =>
    targets.every((target, offset) => tokens[start + offset] === target),
  );
}

/** The choice's key word: its last content word, usually the object of its action. */
export function keyWord(choice: string): string {
  const words = wordsOf(choice.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
  return words[words.length - 1] ?? '';
}

/** The text without sentences that only repeat the choice's own words. */
export function withoutEcho(text: string, choice: string): string {
  const echo = choice.toLowerCase().replace(/[.!?]+$/, '');
  return sentencesOf(text)
    .filter((sentence) => !sentence.toLowerCase().includes(echo))
    .join(' ');
}

/** Flesch–Kincaid grade of a part, with the `syllable` package's counts. */
export function gradeOf(text: string): number {
  const words = wordsOf(text);
  return fleschKincaid({
    sentence: Math.max(1, sentencesOf(text).length),
    word: words.length,
    syllable: words.reduce((sum, word) => sum + syllable(word), 0),
  });
}

/** The name mentioned most often in a text, or null when it names no one. */
export function protagonistOf(text: string): string | null {
  const counts = new Map<string, number>();
  for (const token of text.match(/\b[A-Z][a-z]+\b/g) ?? []) {
    if (NOT_NAMES.has(token)) continue;
    counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, count] of counts)
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  return best;
}

/** Whether the hero is named in the text at least as often as anyone else. */
export function heroLeads(text: string, hero: string): boolean {
  if (!new RegExp(`\\b${hero}\\b`).test(text)) return false;
  const leader = protagonistOf(text);
  if (leader === null || leader === hero) return true;
  const count = (name: string) => (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length;
  return count(hero) >= count(leader);
}
