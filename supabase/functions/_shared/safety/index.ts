export { checkText, type SafetyVerdict } from './check-text.ts';
export {
  checkFields,
  unsafeFieldMessage,
  type FieldsVerdict,
  type TypedField,
} from './check-fields.ts';
export { findTypedPhrase, type TypedPhrase } from './find-typed-phrase.ts';
export { checkSegment, type SegmentParts } from './check-segment.ts';
export { storyRequestFields } from './story-request-fields.ts';
export {
  storyPublishFields,
  type PublishedPart,
  type PublishedStoryWords,
} from './story-publish-fields.ts';
export { createSentenceGate, type GateStep, type SentenceGate } from './create-sentence-gate.ts';
export { describeSafetyRules } from './describe-safety-rules.ts';
export {
  moderateWithProvider,
  moderationRefuses,
  type ModerationConfig,
} from './moderate-with-provider.ts';
export { normaliseText, foldCharacters, type TextView } from './normalise-text.ts';
export {
  SAFETY_CATEGORIES,
  HARM_POLICY,
  KIND_ALTERNATIVES,
  ruleBroken,
  type SafetyCategory,
} from './harm-policy.ts';
