// Reads one tagged sentence through the harm frames (harm-frames.ts): its lemmas joined, a name read
// as "someone", each frame's kinds looked for anywhere in the sentence. A frame whose deed is negated
// or refused ("never hurt", "refuses to push"), or one told in play where play is harmless, is no harm.
import type { AgeId } from '../age-bands.ts';
import { PERSON_WORDS } from './event-words.ts';
import { HARM_FRAMES, type HarmFrame } from './harm-frames.ts';
import { keptFrom } from './harm-policy.ts';
import { negatedBefore } from './negated-before.ts';
import type { ReadWord } from './read-sentence.ts';
import type { SentenceHarm } from './sentence-harm.ts';

const PLAY = /(?:^| )(?:pretend|play|game|toy|costume|make believe|joke|jokingly|dress up)(?: |$)/;

const COMPILED_FRAMES = HARM_FRAMES.map((frame: HarmFrame) => ({
  ...frame,
  patterns: frame.kinds.map(bounded),
  unless: frame.unless ? bounded(frame.unless) : null,
}));

function bounded(kind: string): RegExp {
  return new RegExp(`(?<![a-z0-9'])(?:${kind})(?![a-z0-9'])`);
}

/**
 * A name reads as "someone"; a title the tagger took for a name ("Uncle Pete", "Mr") keeps its kind, and
 * so does a noun after an article or an adjective that it took for one ("a grey van").
 */
function lemmaOf(word: ReadWord, index: number, words: readonly ReadWord[]): string {
  const before = words[index - 1]?.tags;
  const named =
    (word.tags.has('FirstName') || word.tags.has('Person')) &&
    !word.tags.has('Pronoun') &&
    !word.tags.has('Honorific') &&
    !PERSON_WORDS.has(word.normal) &&
    !before?.has('Determiner') &&
    !before?.has('Adjective');
  return named ? 'someone' : word.lemma.replace(/\s+/g, '-') || '_';
}

/** The word index a character offset of the joined lemmas falls in. */
function wordAt(text: string, offset: number): number {
  return text.slice(0, offset).split(' ').length - 1;
}

/** The first frame the sentence tells that is kept from a reader of `age`, or null. */
export function judgeFrames(words: readonly ReadWord[], age: AgeId): SentenceHarm | null {
  const text = words.map(lemmaOf).join(' ');
  const inPlay = PLAY.test(text);
  for (const frame of COMPILED_FRAMES) {
    if (!keptFrom(age, frame.keptUpTo) || (frame.playable && inPlay)) continue;
    if (frame.unless?.test(text)) continue;
    // A frame stops at its first missing kind: most sentences miss most frames at once.
    const found: RegExpExecArray[] = [];
    for (const pattern of frame.patterns) {
      const match = pattern.exec(text);
      if (!match) break;
      found.push(match);
    }
    if (found.length < frame.patterns.length) continue;
    const deed = found[0];
    if (!deed || negatedBefore(text, deed.index)) continue;
    const from = Math.min(...found.map((match) => wordAt(text, match.index)));
    const to = Math.max(...found.map((match) => wordAt(text, match.index + match[0].length)));
    const phrase = words
      .slice(from, Math.min(to + 1, from + 10))
      .map((word) => word.normal)
      .join(' ');
    return { category: frame.category, keptUpTo: frame.keptUpTo, phrase };
  }
  return null;
}
