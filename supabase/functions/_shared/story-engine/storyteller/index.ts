// The built-in storyteller's public API; the browser loads it (and its NLP library) only when a
// story is written or titled.
export { tellStorySegment, STORYTELLER_MODEL } from './tell-story-segment.ts';
export { createStoryTitle, type TitleSource } from './create-story-title.ts';
export { understandIdea, type StoryIdea, type IdeaWant } from './understand-idea.ts';
