// A whole story told by the built-in storyteller as a reader meets it: six parts, each following
// the first choice the part before offered.
import type {
  AgeId,
  GenreSlug,
  StoryRequestInput,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import { tellStoryAlongChoices } from './tell-story-along-choices.ts';

export function tellWholeStory(
  prompt: string,
  age: AgeId,
  genre: GenreSlug,
  characters: StoryRequestInput['characters'] = [],
): string[] {
  return tellStoryAlongChoices({
    age,
    genre,
    parts: 6,
    request: { prompt, characters, story_id: '00000000-0000-4000-8000-000000000029' },
  }).map((segment) => segment.segment_text);
}
