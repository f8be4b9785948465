import { saveStory } from '@/offline';
import { DEFAULT_GENRE, GENRES } from '@shared/story-engine/genres.ts';
import { buildStorySettings } from '../store/story-settings';
import type { WizardChoices } from '../store/story-wizard-store';

/** A title until the reader renames the story, made by the storyteller from the idea it understood. */
export async function draftTitle(
  choices: Pick<WizardChoices, 'prompt' | 'genre' | 'characters'>,
): Promise<string> {
  const { createStoryTitle } = await import('@shared/story-engine/storyteller/index.ts');
  return createStoryTitle({
    prompt: choices.prompt,
    genre: choices.genre ?? DEFAULT_GENRE,
    characters: choices.characters,
  });
}

/** Creates the story on the device (works offline) and returns its id for the story page. */
export async function startStory(
  choices: WizardChoices,
  userId: string | null,
  id: string = crypto.randomUUID(),
): Promise<string> {
  const genre = choices.genre ?? DEFAULT_GENRE;
  const story = await saveStory({
    id,
    title: await draftTitle(choices),
    description: choices.prompt.trim() || null,
    genre,
    story_mode: GENRES[genre].label,
    target_age: choices.age,
    user_id: userId,
    creation_settings: buildStorySettings(choices, genre),
  });
  return story.id;
}
