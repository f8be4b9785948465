// Where the words the gate refused sit in what was typed, so the field can mark them for the child.
// The gate reads folded text (look-alikes, leetspeak and accents undone, lower case); each typed word
// is folded the same way and the refused phrase is found again by its first and last words.
import { normaliseText } from './normalise-text.ts';

export interface TypedPhrase {
  /** Offsets into the typed text, end exclusive. */
  start: number;
  end: number;
}

interface TypedWord {
  start: number;
  end: number;
  readings: ReadonlySet<string>;
}

function bare(word: string): string {
  return word.replace(/['’]s$/, '').replace(/[^a-z0-9']/g, '');
}

function readTypedWords(typed: string): TypedWord[] {
  return [...typed.matchAll(/\S+/g)].map((match) => {
    const lead = /^["'“‘([]*/.exec(match[0])?.[0].length ?? 0;
    const word = match[0].slice(lead).replace(/["'”’)\].,;:?]+$/, '');
    return {
      start: match.index + lead,
      end: match.index + lead + word.length,
      readings: new Set(normaliseText(word).map((view) => bare(view.text))),
    };
  });
}

function findWord(words: readonly TypedWord[], wanted: string, from: number, to: number): number {
  for (let at = from; at < Math.min(to, words.length); at += 1)
    if (words[at]?.readings.has(wanted)) return at;
  return -1;
}

/** The typed span of the refused phrase, or null where it cannot be found word for word. */
export function findTypedPhrase(typed: string, phrase: string): TypedPhrase | null {
  const wanted = phrase.split(/\s+/).map(bare).filter(Boolean);
  const words = readTypedWords(typed);
  for (let first = 0; first < wanted.length; first += 1) {
    const from = findWord(words, wanted[first] ?? '', 0, words.length);
    if (from < 0) continue;
    let to = from;
    for (let last = wanted.length - 1; last > first; last -= 1) {
      const found = findWord(words, wanted[last] ?? '', from + 1, from + 2 * wanted.length + 2);
      if (found >= 0) {
        to = found;
        break;
      }
    }
    return { start: words[from]?.start ?? 0, end: words[to]?.end ?? typed.length };
  }
  return null;
}
