// Letters typed apart run words together when they are glued back: "t r a i n t r a c k s" reads
// "traintracks", a word no rule knows. Split such a run into the fewest known English words (the
// tagger's lexicon and WordNet's common nouns and verbs, with their plural and tense endings), so the
// words are judged as words: "train tracks", "kill me".
import nlp from 'compromise/two';
import { stripRegularEnding } from '../strip-regular-ending.ts';
import { WORD_SENSES } from './word-senses.ts';

// The library types its model as a bare object; its lexicon is documented API.
const model = nlp.model() as { one: { lexicon: Record<string, string> } };
const KNOWN = new Set<string>(
  Object.keys(model.one.lexicon).filter((word) => /^[a-z]{2,}$/.test(word)),
);
for (const groups of Object.values(WORD_SENSES))
  for (const words of Object.values(groups as Record<string, string>))
    for (const word of words.split('|')) KNOWN.add(word);
for (const word of ['a', 'i']) KNOWN.add(word);

function known(word: string): boolean {
  if (KNOWN.has(word)) return true;
  if (word.length < 4) return false;
  return stripRegularEnding(word).some((stem) => KNOWN.has(stem));
}

/** Longer runs are not split: the search is quadratic and no typed disguise runs that long. */
const LONGEST_RUN = 48;

/**
 * The run as two or more known words joined by spaces, the fewest that cover it; null when it is
 * one word already, or cannot be read as known words.
 */
export function splitGluedWords(run: string): string | null {
  if (run.length > LONGEST_RUN || !/^[a-z]+$/.test(run) || known(run)) return null;
  const fewest: (string[] | null)[] = [[]];
  for (let end = 1; end <= run.length; end += 1) {
    let best: string[] | null = null;
    for (let start = 0; start < end; start += 1) {
      const before = fewest[start];
      const word = run.slice(start, end);
      if (!before || !known(word)) continue;
      if (!best || before.length + 1 < best.length) best = [...before, word];
    }
    fewest[end] = best;
  }
  const words = fewest[run.length];
  return words && words.length > 1 ? words.join(' ') : null;
}
