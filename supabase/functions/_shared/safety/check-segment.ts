// The output gate for a whole written part: its text, its choices and its image prompt.
import type { AgeId } from '../age-bands.ts';
import { checkText, type SafetyVerdict } from './check-text.ts';

export interface SegmentParts {
  segment_text: string;
  choices: readonly string[];
  image_prompt?: string;
}

export function checkSegment(segment: SegmentParts, age: AgeId): SafetyVerdict {
  for (const text of [segment.segment_text, ...segment.choices, segment.image_prompt ?? '']) {
    const verdict = checkText(text, age);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}
