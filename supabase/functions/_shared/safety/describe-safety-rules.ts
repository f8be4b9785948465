// The safety rules for one age band in words, for a model's instructions.
import { AGE_IDS, type AgeId } from '../story-engine/age-bands.ts';
import { SAFETY_LEXICON, type SafetyCategory } from './safety-lexicon.ts';

export function describeSafetyRules(age: AgeId): string {
  const kept = new Set<SafetyCategory>(['sexual content and nudity', 'slurs and hate']);
  for (const group of SAFETY_LEXICON)
    if (AGE_IDS.indexOf(age) <= AGE_IDS.indexOf(group.keptUpTo)) kept.add(group.category);
  return [...kept].map((category) => `no ${category}`).join('; ');
}
