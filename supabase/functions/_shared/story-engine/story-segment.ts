// The output of story generation: one segment with exactly three short choices (none at the end).
import { z } from 'zod';

export const storySegmentSchema = z.object({
  segment_text: z.string().trim().min(1),
  choices: z.array(z.string().trim().min(1).max(120)),
  image_prompt: z.string().trim().min(1).max(600),
  is_end: z.boolean(),
});

export type StorySegment = z.infer<typeof storySegmentSchema>;

export interface GeneratedSegment extends StorySegment {
  model_used: string;
}

/** JSON schema sent to the model (response_format) so it answers in the segment's shape. */
export const STORY_SEGMENT_JSON_SCHEMA = {
  name: 'story_segment',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['segment_text', 'choices', 'image_prompt', 'is_end'],
    properties: {
      segment_text: { type: 'string', description: 'The next part of the story.' },
      choices: {
        type: 'array',
        items: { type: 'string' },
        description:
          'Exactly three short choices for what happens next; empty when is_end is true.',
      },
      image_prompt: {
        type: 'string',
        description: 'A child-safe illustration prompt for this scene.',
      },
      is_end: { type: 'boolean' },
    },
  },
} as const;
