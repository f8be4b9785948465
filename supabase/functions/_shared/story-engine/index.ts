export {
  AGE_BANDS,
  AGE_IDS,
  boundRating,
  isAgeId,
  type AgeBand,
  type AgeId,
  type ContentRating,
} from '../age-bands.ts';
export {
  GENRES,
  GENRE_SLUGS,
  DEFAULT_GENRE,
  isGenreSlug,
  type Genre,
  type GenreSlug,
} from './genres.ts';
export {
  parseStoryRequest,
  storyRequestSchema,
  MAX_PROMPT_LENGTH,
  type StoryRequest,
  type StoryRequestInput,
  type StoryCharacter,
  type StoryOptions,
} from './story-request.ts';
export {
  storySegmentSchema,
  STORY_SEGMENT_JSON_SCHEMA,
  type StorySegment,
  type GeneratedSegment,
} from './story-segment.ts';
export {
  storySettingsSchema,
  parseStorySettings,
  MAX_STORY_SETTINGS_BYTES,
  type StorySettings,
} from './story-settings.ts';
export { buildStoryMessages, type ChatMessage } from './build-story-messages.ts';
export { parseStorySegment, type ParsedSegment } from './parse-story-segment.ts';
export { targetWordCount } from './target-word-count.ts';
// The built-in storyteller (and its NLP library) has its own entry, ./storyteller/index.ts, so a
// bundle that only validates requests does not carry it.
export { STORYTELLER_MODEL } from './storyteller/storyteller-model.ts';
