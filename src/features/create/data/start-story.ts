import { saveStory } from '@/offline';
import { readActiveChild } from '@/lib/active-profile';
import { AGE_IDS } from '@shared/age-bands.ts';
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

/** The band a story is written for: in a child's profile, never older than the child's band. */
export function bandForProfile(
  age: WizardChoices['age'],
  childBand: (typeof AGE_IDS)[number] | null,
): WizardChoices['age'] {
  if (!childBand) return age;
  return age && AGE_IDS.indexOf(age) <= AGE_IDS.indexOf(childBand) ? age : childBand;
}

/**
 * Creates the story on the device (works offline) and returns its id for the story page. In a
 * child's profile the story carries the profile, which syncs with it like every column.
 */
export async function startStory(
  choices: WizardChoices,
  userId: string | null,
  id: string = crypto.randomUUID(),
): Promise<string> {
  const genre = choices.genre ?? DEFAULT_GENRE;
  const child = readActiveChild(userId);
  const story = await saveStory({
    id,
    title: await draftTitle(choices),
    description: choices.prompt.trim() || null,
    genre,
    story_mode: GENRES[genre].label,
    target_age: bandForProfile(choices.age, child?.reading_band ?? null),
    user_id: userId,
    child_profile_id: child?.id ?? null,
    creation_settings: buildStorySettings(choices, genre),
  });
  return story.id;
}
