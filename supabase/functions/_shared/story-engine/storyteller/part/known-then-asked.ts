// A wanted answer too long for one sentence of its band is told as what is known, then the question
// word alone: "find out why leaves change colour in autumn" is "Leaves change colour in autumn"
// and "find out why", "find out who had painted the statues blue" is "Someone had painted the
// statues blue" and "find out who", "find out where the duck went" is "The duck had gone" and
// "find out where". Every word the reader needs is still told, in two sentences.
import { tagWords } from '../read-english.ts';

const ASKED =
  /^((?:find out|know|learn|discover|understand|see|work out)) (who|what|why|how|where) (\S+ \S+ .*\S)$/;

// A question word before a helping verb asks in the question's own order ("why do stars
// twinkle"), which is no statement.
const ASKING_ORDER = /^(do|does|did|is|are|was|were|can|could|will|would|should|has|have)$/;

const SOMEONE: Readonly<Record<string, string>> = { who: 'someone', what: 'something' };

export interface KnownThenAsked {
  /** The statement the question is about: "leaves change colour in autumn". */
  known: string;
  /** The want with its question word alone: "find out why". */
  asked: string;
}

/** The want told as a statement and a question word; null when it asks no such question. */
export function knownThenAsked(want: string): KnownThenAsked | null {
  const match = ASKED.exec(want);
  if (!match) return null;
  const [, verb, word, rest] = match as unknown as [string, string, string, string];
  const asked = `${verb} ${word}`;
  const one = SOMEONE[word];
  if (one === undefined) {
    const first = rest.split(' ')[0] as string;
    if (ASKING_ORDER.test(first)) return null;
    // "where the duck went": told as known, it has gone, and where is what is asked; "where the
    // clouds go to sleep" has no statement of its own.
    if (word !== 'where') return { known: rest, asked };
    return /\bwent\b/.test(rest) ? { known: rest.replace(/\bwent\b/, 'had gone'), asked } : null;
  }
  // "who had painted …": "who" is the one who did it, so a verb follows; "what the fox said"
  // asks about an object and has no statement of its own.
  const [, next] = tagWords(`${one} ${rest}`);
  return next?.tags.has('Verb') ? { known: `${one} ${rest}`, asked } : null;
}
