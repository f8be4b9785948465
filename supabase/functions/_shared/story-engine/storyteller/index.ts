// The built-in storyteller's public API; the browser loads it (and its NLP library) only when a
// story is written or titled. It never imports the safety gate: the caller hands it the gate's
// `checkText` for the reader's own choices, so the gate stays in the chunk the wizard loads.
export { tellStorySegment, STORYTELLER_MODEL } from './tell-story-segment.ts';
export type { OwnChoiceGate } from './follow-path.ts';
export { createStoryTitle, type TitleSource } from './create-story-title.ts';
export { understandIdea, type StoryIdea, type IdeaWant } from './understand-idea.ts';
