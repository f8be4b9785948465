// The input of story generation: the generate-story function's request body and what the
// browser's offline storyteller takes. Validated once here so every caller gets the same messages.
import { z } from 'zod';
import { CHARACTER_ROLES } from '../character-roles.ts';
import {
  MAX_CHARACTER_DESCRIPTION_LENGTH,
  MAX_CHARACTER_NAME_LENGTH,
} from '../character-fields.ts';
import { MAX_CHARACTER_TRAITS, MAX_TRAIT_LENGTH } from '../character-traits.ts';
import { AGE_IDS } from '../age-bands.ts';
import { GENRE_SLUGS } from './genres.ts';

export const MAX_PROMPT_LENGTH = 2000;

export const storyCharacterSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Character name is required')
    .max(
      MAX_CHARACTER_NAME_LENGTH,
      `Character name must be ${MAX_CHARACTER_NAME_LENGTH} characters or fewer`,
    ),
  role: z.enum(CHARACTER_ROLES).default('protagonist'),
  description: z
    .string()
    .max(
      MAX_CHARACTER_DESCRIPTION_LENGTH,
      `Character description must be ${MAX_CHARACTER_DESCRIPTION_LENGTH} characters or fewer`,
    )
    .default(''),
  traits: z
    .array(z.string().trim().min(1).max(MAX_TRAIT_LENGTH))
    .max(MAX_CHARACTER_TRAITS, `A character may have at most ${MAX_CHARACTER_TRAITS} traits`)
    .default([]),
});

export const storyOptionsSchema = z.object({
  length: z.enum(['short', 'standard', 'long']).default('standard'),
  person: z.enum(['first', 'second', 'third']).default('third'),
  rating: z.enum(['gentle', 'mild', 'adventurous', 'intense']).optional(),
  style: z.string().trim().max(60).default('storybook'),
});

export const storyRequestSchema = z.object({
  age: z.enum(AGE_IDS, {
    error: (issue) =>
      issue.input === undefined ? 'age is required' : `age must be one of ${AGE_IDS.join(', ')}`,
  }),
  genre: z.enum(GENRE_SLUGS, {
    error: (issue) =>
      issue.input === undefined
        ? 'genre is required'
        : `genre must be one of ${GENRE_SLUGS.join(', ')}`,
  }),
  prompt: z
    .string()
    .max(MAX_PROMPT_LENGTH, `prompt must be ${MAX_PROMPT_LENGTH} characters or fewer`)
    .default(''),
  characters: z
    .array(storyCharacterSchema)
    .max(3, 'At most 3 characters can join a story')
    .default([]),
  starting_point: z.string().max(500, 'starting_point must be 500 characters or fewer').default(''),
  history: z.array(z.string().max(6000)).max(12).default([]),
  choice: z.string().max(300, 'choice must be 300 characters or fewer').default(''),
  /** Every choice taken before `choice`, from the first part on, so the storyteller can follow the branch. */
  path: z
    .array(z.string().max(300, 'path choices must be 300 characters or fewer'))
    .max(60, 'path may hold at most 60 choices')
    .default([]),
  finish: z.boolean().default(false),
  options: storyOptionsSchema.default({ length: 'standard', person: 'third', style: 'storybook' }),
  seed: z.number().int().optional(),
  /** The story being written; lets the server count a new story once however often it is started. */
  story_id: z.uuid('story_id must be a UUID').optional(),
  /** The child's profile the story is written in: the AI service writes for a child only with the parent's consent. */
  child_profile_id: z.uuid('child_profile_id must be a UUID').optional(),
});

export type StoryRequest = z.infer<typeof storyRequestSchema>;
export type StoryRequestInput = z.input<typeof storyRequestSchema>;
export type StoryCharacter = z.infer<typeof storyCharacterSchema>;
export type StoryOptions = z.infer<typeof storyOptionsSchema>;

export type ParsedStoryRequest =
  { ok: true; request: StoryRequest } | { ok: false; field: string; message: string };

/** Validates a request body; a failure names the first offending field in plain words. */
export function parseStoryRequest(body: unknown): ParsedStoryRequest {
  const parsed = storyRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const message = issue?.message.startsWith(field.split('.')[0] ?? '')
    ? issue.message
    : `${field}: ${issue?.message ?? 'invalid'}`;
  return { ok: false, field, message };
}
