// A child's texting spellings in the idea ("nite", "cos", "ur", "gr8") written as the words they
// stand for, before the idea is read, so that the story never echoes them. The spellings are data
// in texting-spellings.ts; the few that stand for two words or are letters of their own are read
// by the words around them.
import nlp from 'compromise/two';
import { textingSpellings } from './texting-spellings.ts';
import { capitalise } from '../../../capitalise.ts';

// A word as the idea types it: letters and digits, never part of a hyphened or clipped word
// ("U-turn", "rock'n'roll").
const TYPED_WORD = /(?<![\p{L}\p{N}'’-])[\p{L}\p{N}]+(?![\p{L}\p{N}'’-])/gu;

const ONE_WHO_IS = /^(u|you|we|they)$/i;

/**
 * "ur" before what is owned ("ur grandma", "ur best friend") is "your"; before an article, an
 * adverb, a verb or a lone quality ("ur the best", "ur so funny", "if ur going", "ur nice") it is
 * "you're".
 */
function yourOrYouAre(after: string): string {
  const [, next, following] = (nlp(`your ${after}`).json() as { terms: { tags: string[] }[] }[])[0]
    ?.terms ?? [undefined];
  if (!next) return 'your';
  const is = (tag: string) => next.tags.includes(tag);
  const owned =
    (is('Noun') && !is('Gerund')) || (is('Adjective') && !!following?.tags.includes('Noun'));
  return owned ? 'your' : "you're";
}

/** The word written for a texted one, in its context; null to keep the typed one. */
function respelled(typed: string, before: string, after: string): string | null {
  const lower = typed.toLowerCase();
  // A capital is kept ("Pls" → "Please"); a word in capitals throughout is an initialism or a
  // shout, and not a texting spelling ("UR", "N").
  if (typed !== lower && typed !== lower.charAt(0).toUpperCase() + lower.slice(1)) return null;
  // "Id like a story": mend-typed-words puts back no "'d" ("wed" and "ill" are words), but before
  // "like" or "love" the typed "id" can only be "I'd", never "an id card".
  if (lower === 'id') return /^\s+(like|love|want|prefer|rather|be)\b/i.test(after) ? "I'd" : null;
  if (!Object.hasOwn(textingSpellings, lower)) return null;
  const word = textingSpellings[lower] as string;
  const previous = /([\p{L}\p{N}]+)[^\p{L}\p{N}]*$/u.exec(before)?.[1] ?? '';
  if (lower === 'r' && !ONE_WHO_IS.test(previous)) return null;
  if (lower === 'n' && !(/[\p{L}]\s+$/u.test(before) && /^\s+\p{L}/u.test(after))) return null;
  // A capital inside a sentence is a name or an initial ("a girl named Wen", "Amy R"); only a
  // sentence's first word is mended in capitals ("U know", "Pls write").
  if (typed !== lower && !/(^|[.!?])$/u.test(before.trimEnd())) return null;
  // "Wen and her twin brother", "Cos, 9, builds": a capital before "and" or a comma names someone,
  // where no texting spelling stands.
  if (typed !== lower && lower.length > 2 && /^(\s+(and|&)\s|,)/u.test(after)) return null;
  // "Wen is the last engineer": a capital the idea tells of, not a question it asks.
  if (typed !== lower && /^\s+(is|was|has|had)\s/u.test(after) && !/^[^.!?]*\?/u.test(after))
    return null;
  if (lower === 'ur') return yourOrYouAre(after);
  if (lower === 'yr' && !/^\p{N}+$/u.test(previous)) return 'your';
  return word;
}

/** The writer's own laughter ("it was the dog lol", "haha"): no story tells it. */
const LAUGHTER = /\s*(?<![\p{L}'’-])(lol|lmao|rofl|haha+|hehe+)(?![\p{L}'’-])/giu;

/**
 * The idea's text with each texting spelling written as its word, a capital kept where typed, and
 * the writer's laughter left out.
 */
export function respellTexting(text: string): string {
  // "in the lambing pen lol make it funny": laughter ends what came before it, as a full stop would.
  const unlaughing = text.replace(
    LAUGHTER,
    (laughter: string, _word: string, offset: number, whole: string) =>
      /^\s+\p{L}/u.test(whole.slice(offset + laughter.length)) ? '.' : '',
  );
  return unlaughing.replace(TYPED_WORD, (typed, offset: number) => {
    const word = respelled(
      typed,
      unlaughing.slice(0, offset),
      unlaughing.slice(offset + typed.length),
    );
    if (word === null) return typed;
    return typed.charAt(0) === typed.charAt(0).toLowerCase() ? word : capitalise(word);
  });
}
