// How many words a segment should have for its reader and the chosen story length.
import { AGE_BANDS } from '../age-bands.ts';
import type { StoryRequest } from './story-request.ts';

const LENGTH_FACTOR = { short: 0.7, standard: 1, long: 1.4 } as const;

export function targetWordCount(request: Pick<StoryRequest, 'age' | 'options' | 'finish'>): number {
  const base = AGE_BANDS[request.age].wordsPerSegment * LENGTH_FACTOR[request.options.length];
  return Math.round(request.finish ? base * 1.2 : base);
}
