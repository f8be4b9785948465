// What the built-in storyteller makes of an idea, as a reader first meets it: the want it read, told
// as "verb thing", and the story's first part.
import {
  parseStoryRequest,
  type AgeId,
  type GenreSlug,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import {
  tellStorySegment,
  understandIdea,
} from '../../supabase/functions/_shared/story-engine/storyteller/index.ts';
import { checkText } from '../../supabase/functions/_shared/safety/index.ts';

export const wantOf = (prompt: string) => {
  const want = understandIdea(prompt).want;
  return want && `${want.verb} ${want.thing}`;
};

export function firstPart(age: AgeId, genre: GenreSlug, prompt: string) {
  const parsed = parseStoryRequest({
    age,
    genre,
    prompt,
    characters: [],
    options: { length: 'standard', person: 'third', style: 'storybook' },
    story_id: '00000000-0000-4000-8000-000000000451',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return tellStorySegment(parsed.request, checkText).segment_text;
}
