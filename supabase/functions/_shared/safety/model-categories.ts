// The harms the model (judge-with-model.ts) learnt, as the safety corpora name them, and the policy's
// category each is refused under; a feature's category is stored as its place in this list.
import type { SafetyCategory } from './harm-policy.ts';

export const MODEL_CATEGORIES: ReadonlyArray<readonly [string, SafetyCategory]> = [
  ['violence', 'violence and weapons'],
  ['weapons', 'violence and weapons'],
  ['gore', 'gore'],
  ['death', 'death and self-harm'],
  ['self-harm', 'death and self-harm'],
  ['sexual', 'sexual content and nudity'],
  ['hate', 'slurs and hate'],
  ['drugs', 'drugs and alcohol'],
  ['dangerous-acts', 'dangerous acts'],
];
