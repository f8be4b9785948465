// How a story was set up (age, genre, idea, characters, opening, options): stored with the story
// and synced, so any of the reader's devices continues it and its branches exactly as the first
// would. The built-in storyteller draws its randomness from these and the branch (no other seed).
import { z } from 'zod';
import { AGE_IDS } from '../age-bands.ts';
import { DEFAULT_STORY_OPTIONS } from './default-story-options.ts';
import { GENRE_SLUGS } from './genres.ts';
import { MAX_PROMPT_LENGTH, storyCharacterSchema, storyOptionsSchema } from './story-request.ts';

/** What the database column accepts at most (the migration's check says the same). */
export const MAX_STORY_SETTINGS_BYTES = 16_384;

export const storySettingsSchema = z.object({
  age: z.enum(AGE_IDS),
  genre: z.enum(GENRE_SLUGS),
  prompt: z.string().max(MAX_PROMPT_LENGTH).default(''),
  characters: z
    .array(storyCharacterSchema.extend({ savedId: z.string().max(100).nullable().default(null) }))
    .max(3)
    .default([]),
  startingPoint: z.string().max(500).default(''),
  options: storyOptionsSchema
    .extend({ imagesEnabled: z.boolean().default(true) })
    .default({ ...DEFAULT_STORY_OPTIONS }),
});

export type StorySettings = z.infer<typeof storySettingsSchema>;

/** Settings read from a synced row are checked like any input: a damaged or foreign value gives null. */
export function parseStorySettings(value: unknown): StorySettings | null {
  const parsed = storySettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
