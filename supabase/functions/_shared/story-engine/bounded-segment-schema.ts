// The segment's output schema with the bounds a small model needs to finish its answer: exactly
// three choices (none at the end), is_end fixed by the request, and every string capped, so a model
// held to it by a grammar always writes JSON that parse-story-segment accepts.
import { STORY_SEGMENT_JSON_SCHEMA } from './story-segment.ts';
import type { StoryRequest } from './story-request.ts';
import { targetWordCount } from './target-word-count.ts';

/** Room for the part's words at about eight characters a word, with some over. */
const CHARACTERS_A_WORD = 8;
const CHOICE_CHARACTERS = 80;
const IMAGE_PROMPT_CHARACTERS = 300;

export function boundedSegmentSchema(request: Pick<StoryRequest, 'age' | 'options' | 'finish'>) {
  const { properties } = STORY_SEGMENT_JSON_SCHEMA.schema;
  const choices = request.finish ? 0 : 3;
  return {
    ...STORY_SEGMENT_JSON_SCHEMA,
    schema: {
      ...STORY_SEGMENT_JSON_SCHEMA.schema,
      properties: {
        segment_text: {
          ...properties.segment_text,
          minLength: 1,
          maxLength: targetWordCount(request) * CHARACTERS_A_WORD,
        },
        choices: {
          ...properties.choices,
          items: { type: 'string', minLength: 1, maxLength: CHOICE_CHARACTERS },
          minItems: choices,
          maxItems: choices,
        },
        image_prompt: {
          ...properties.image_prompt,
          minLength: 1,
          maxLength: IMAGE_PROMPT_CHARACTERS,
        },
        is_end: { type: 'boolean', const: request.finish },
      },
    },
  };
}

/** Room for the JSON around the strings and the whitespace a grammar allows between them. */
const ANSWER_OVERHEAD_TOKENS = 200;

/** The most tokens an answer held to the schema can take: a token for every character, at most. */
export function boundedAnswerTokens(schema: ReturnType<typeof boundedSegmentSchema>): number {
  const { segment_text, choices, image_prompt } = schema.schema.properties;
  return (
    segment_text.maxLength +
    choices.maxItems * choices.items.maxLength +
    image_prompt.maxLength +
    ANSWER_OVERHEAD_TOKENS
  );
}
