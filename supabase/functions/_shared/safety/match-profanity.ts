// Swearing, sexual words and slurs from the `obscenity` library's English dataset, with its own
// transformers (look-alikes, stretched letters, skipped symbols), sorted into our categories.
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { AgeId } from '../age-bands.ts';
import type { SafetyCategory } from './harm-policy.ts';

const SLURS = new Set([
  'abo',
  'abeed',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'kike',
  'negro',
  'nigger',
  'fag',
  'dyke',
  'tranny',
  'retard',
  'spastic',
]);
const SWEARING = new Set([
  'arse',
  'ass',
  'bastard',
  'bitch',
  'bollocks',
  'cuck',
  'cunt',
  'fuck',
  'piss',
  'prick',
  'scat',
  'shit',
  'turd',
  'twat',
  'wank',
]);

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export interface ProfanityMatch {
  category: SafetyCategory;
  keptUpTo: AgeId;
}

/** The dataset's word found in the text, sorted into a category, or null. */
export function matchProfanity(text: string): ProfanityMatch | null {
  const [first] = matcher.getAllMatches(text, true);
  if (!first) return null;
  const word =
    englishDataset.getPayloadWithPhraseMetadata(first).phraseMetadata?.originalWord ?? '';
  if (SLURS.has(word)) return { category: 'slurs and hate', keptUpTo: 'adult' };
  if (SWEARING.has(word)) return { category: 'swearing', keptUpTo: 'teen' };
  return { category: 'sexual content and nudity', keptUpTo: 'adult' };
}
