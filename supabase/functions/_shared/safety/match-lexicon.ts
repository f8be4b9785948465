// Compiles the safety lexicon into one pattern per group: every word in its word forms and
// with stretched letters ("kiiill", "stabbbed"), every phrase on word boundaries.
import type { AgeId } from '../age-bands.ts';
import type { SafetyCategory } from './harm-policy.ts';
import { SAFETY_LEXICON } from './safety-lexicon.ts';

const SUFFIXES =
  '(?:s|es|ed|d|r|rs|er|ers|ing|ings|in|y|ie|ies|ied|ier|iest|ous|ously|ly|ish|ful|ity)?';
const E_SUFFIXES = '(?:ing|ings|y|ous|ation|ations)';
const MIN_LOOSE_LENGTH = 4;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "kill" → k+i+l{2,}: every run of a letter may be stretched but not shortened. */
function stretchable(word: string): string {
  return (word.match(/(.)\1*/g) ?? [])
    .map((run) =>
      run === ' ' ? ' ' : `${escape(run[0] ?? '')}${run.length > 1 ? `{${run.length},}` : '+'}`,
    )
    .join('');
}

/** A lexicon word in every word form and with stretched letters, as a regular-expression source. */
export function wordPattern(word: string): string {
  if (word.length <= 3) return `${stretchable(word)}s?`;
  const forms = [`${stretchable(word)}${SUFFIXES}`];
  if (word.endsWith('e')) forms.push(`${stretchable(word.slice(0, -1))}${E_SUFFIXES}`);
  return forms.join('|');
}

export interface CompiledGroup {
  category: SafetyCategory;
  keptUpTo: AgeId;
  /** Words and phrases on word boundaries; null for words the event reading judges. */
  bounded: RegExp | null;
  /** Words long enough to find inside glued letters ("killthemall"); null when none are. */
  loose: RegExp | null;
}

export const COMPILED_LEXICON: readonly CompiledGroup[] = SAFETY_LEXICON.map((group) => {
  const words = group.words ?? [];
  const alternatives = [...words.map(wordPattern), ...(group.phrases ?? [])];
  const looseWords = words.filter((word) => word.replace(/ /g, '').length >= MIN_LOOSE_LENGTH);
  return {
    category: group.category,
    keptUpTo: group.keptUpTo,
    bounded: group.gluedOnly
      ? null
      : new RegExp(`(?<![a-z0-9])(?:${alternatives.join('|')})(?![a-z0-9])`),
    loose: looseWords.length
      ? new RegExp(looseWords.map((word) => stretchable(word.replace(/ /g, ''))).join('|'))
      : null,
  };
});
