// What the model is told when its answer could not be used, so the retry can do better.
import { describeSafetyRules, KIND_ALTERNATIVES, ruleBroken } from '../../safety/index.ts';
import { AGE_BANDS } from '../../age-bands.ts';
import type { StoryRequest } from '../story-request.ts';
import type { RefusedVerdict } from './read-completion.ts';

/** What the model is asked to change when its part is refused: the rule, the words, a kind way instead. */
export function rewriteReason(verdict: RefusedVerdict, age: StoryRequest['age']): string {
  const words = verdict.phrase ? ` ("${verdict.phrase}")` : '';
  return `it broke the safety rules: a sentence told ${ruleBroken(verdict.category, age)}${words}. Rewrite that part so it tells what happens without it, for example with ${KIND_ALTERNATIVES[verdict.category]}`;
}

/** The message that asks again, more firmly, after an unusable answer. */
export function askAgain(request: StoryRequest, problem: string): string {
  return `Your previous answer could not be used (${problem}). Answer again with valid JSON only, following every rule. The reader is aged ${AGE_BANDS[request.age].label}: keep every sentence, choice and image prompt gentle and fit for them (${describeSafetyRules(request.age)}).`;
}
