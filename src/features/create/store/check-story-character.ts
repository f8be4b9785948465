import { checkFields, storyRequestFields } from '@shared/safety/index.ts';
import type { AgeId } from '@shared/age-bands.ts';
import type { StoryCharacter } from '@shared/story-engine/story-request.ts';

/** The input gate for one character joining a story: the kind message naming its unfit field, or null. */
export function checkStoryCharacter(character: StoryCharacter, age: AgeId): string | null {
  const fields = storyRequestFields({
    prompt: '',
    starting_point: '',
    characters: [character],
    choice: '',
  });
  const verdict = checkFields(fields, age);
  return verdict.ok ? null : verdict.message;
}
