// The story request the on-device engine is measured and tested with (the map story of the browser
// tests): ages 7-9, an adventure, Maya and the map in the attic.
import {
  parseStoryRequest,
  type StoryRequest,
} from '../../supabase/functions/_shared/story-engine/story-request.ts';

export function mapStoryRequest(): StoryRequest {
  const parsed = parseStoryRequest({
    age: '7-9',
    genre: 'adventure',
    prompt: 'A girl who finds a map in her attic',
    characters: [{ name: 'Maya' }],
    starting_point: 'An old map fell out of a library book.',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}
