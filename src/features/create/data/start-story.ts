import { getDb, saveStory } from '@/offline';
import { DEFAULT_GENRE, GENRES } from '@shared/story-engine/genres.ts';
import { buildStorySettings } from '../store/story-settings';
import type { WizardChoices } from '../store/story-wizard-store';

/** A working title until the reader renames the story: the idea's first words, or the genre. */
export function draftTitle(
  choices: Pick<WizardChoices, 'prompt' | 'genre' | 'characters'>,
): string {
  const idea =
    choices.prompt
      .trim()
      .split(/(?<=[.!?])\s/)[0]
      ?.replace(/[.!?]+$/, '') ?? '';
  if (idea) return idea.length > 60 ? `${idea.slice(0, 57).trimEnd()}…` : idea;
  const hero = choices.characters[0]?.name;
  const genre = GENRES[choices.genre ?? DEFAULT_GENRE].label;
  return hero ? `${hero}’s ${genre} story` : `A new ${genre} story`;
}

/** Creates the story on the device (works offline) and returns its id for the story page. */
export async function startStory(
  choices: WizardChoices,
  userId: string | null,
  id: string = crypto.randomUUID(),
): Promise<string> {
  const genre = choices.genre ?? DEFAULT_GENRE;
  const story = await saveStory(getDb(), {
    id,
    title: draftTitle(choices),
    description: choices.prompt.trim() || null,
    genre,
    story_mode: GENRES[genre].label,
    target_age: choices.age,
    user_id: userId,
    creation_settings: buildStorySettings(choices, genre),
  });
  return story.id;
}
