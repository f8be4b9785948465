// A whole story told by the built-in storyteller as a reader meets it: six parts, each following
// the first choice the part before offered.
import {
  parseStoryRequest,
  type AgeId,
  type GenreSlug,
  type StoryRequestInput,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../../supabase/functions/_shared/story-engine/storyteller/index.ts';

export function tellWholeStory(
  prompt: string,
  age: AgeId,
  genre: GenreSlug,
  characters: StoryRequestInput['characters'] = [],
): string[] {
  const parts: string[] = [];
  const path: string[] = [];
  let choice = '';
  for (let part = 0; part < 6; part += 1) {
    const parsed = parseStoryRequest({
      age,
      genre,
      prompt,
      characters,
      history: parts.slice(-4),
      path,
      choice,
      finish: part === 5,
      story_id: '00000000-0000-4000-8000-000000000029',
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const segment = tellStorySegment(parsed.request);
    parts.push(segment.segment_text);
    if (choice) path.push(choice);
    choice = segment.choices[0] ?? '';
  }
  return parts;
}
