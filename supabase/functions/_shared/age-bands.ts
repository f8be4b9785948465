// Reading bands by age: how long a segment is, how hard its words may be and which themes fit.
// Used by the prompt builder, the built-in storyteller and the safety check alike.

import type { AgeId } from './age-ids.ts';

export { AGE_IDS, isAgeId, type AgeId } from './age-ids.ts';

export type ContentRating = 'gentle' | 'mild' | 'adventurous' | 'intense';

export interface AgeBand {
  id: AgeId;
  label: string;
  /** Target words in one segment at standard length. */
  wordsPerSegment: number;
  maxSentenceWords: number;
  /** Flesch–Kincaid grade the text should not exceed. */
  maxGrade: number;
  vocabulary: string;
  themes: string;
  avoid: string;
  ratings: readonly ContentRating[];
  /** Whether the storyteller may use its richer sentence bank. */
  richProse: boolean;
}

export const AGE_BANDS: Record<AgeId, AgeBand> = {
  '4-6': {
    id: '4-6',
    label: '4–6',
    wordsPerSegment: 60,
    maxSentenceWords: 10,
    maxGrade: 3,
    vocabulary:
      'very simple, concrete words a young child knows; short sentences; gentle repetition',
    themes: 'friendship, kindness, curiosity, bedtime comfort, small brave steps',
    avoid: 'any violence, injury, death, weapons, scary monsters, romance, unsafe behaviour',
    ratings: ['gentle'],
    richProse: false,
  },
  '7-9': {
    id: '7-9',
    label: '7–9',
    wordsPerSegment: 100,
    maxSentenceWords: 14,
    maxGrade: 5,
    vocabulary: 'everyday words with a few new, exciting ones explained by context',
    themes: 'teamwork, problem solving, mild mystery, discovery, fairness',
    avoid: 'violence beyond slapstick, injury detail, death, weapons used on people, romance',
    ratings: ['gentle', 'mild'],
    richProse: false,
  },
  '10-12': {
    id: '10-12',
    label: '10–12',
    wordsPerSegment: 150,
    maxSentenceWords: 20,
    maxGrade: 8,
    vocabulary: 'rich but clear vocabulary; varied sentence length',
    themes: 'courage, loyalty, responsibility, mysteries with real stakes, wonder',
    avoid: 'graphic violence, gore, cruelty, romance beyond friendship, substance use',
    ratings: ['gentle', 'mild', 'adventurous'],
    richProse: true,
  },
  teen: {
    id: 'teen',
    label: 'Teen',
    wordsPerSegment: 200,
    maxSentenceWords: 26,
    maxGrade: 11,
    vocabulary: 'full vocabulary, vivid imagery, inner thoughts',
    themes: 'identity, belonging, difficult choices, consequences, hope',
    avoid: 'graphic gore, sexual content, glorified self-harm or substance use',
    ratings: ['gentle', 'mild', 'adventurous', 'intense'],
    richProse: true,
  },
  adult: {
    id: 'adult',
    label: 'Adult',
    wordsPerSegment: 240,
    maxSentenceWords: 32,
    maxGrade: 14,
    vocabulary: 'literary, precise, with texture and subtext',
    themes: 'any theme treated with craft and care',
    avoid: 'sexual content, gratuitous gore, hateful content',
    ratings: ['gentle', 'mild', 'adventurous', 'intense'],
    richProse: true,
  },
};

const RATING_ORDER: readonly ContentRating[] = ['gentle', 'mild', 'adventurous', 'intense'];
const DEFAULT_RATING: ContentRating = 'mild';

/** The rating a story gets: the one asked for, or the default, but never beyond what the age allows. */
export function boundRating(age: AgeId, requested: ContentRating | undefined): ContentRating {
  const allowed = AGE_BANDS[age].ratings;
  const wanted = requested ?? DEFAULT_RATING;
  if (allowed.includes(wanted)) return wanted;
  const strongestAllowed = allowed[allowed.length - 1] ?? 'gentle';
  return RATING_ORDER.indexOf(wanted) > RATING_ORDER.indexOf(strongestAllowed)
    ? strongestAllowed
    : 'gentle';
}
