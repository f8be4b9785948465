import { STORAGE_KEYS, type LocalStory } from '@/offline';
import { parseStorySettings, type StorySettings } from '@shared/story-engine/story-settings.ts';
import type { WizardChoices } from './story-wizard-store';

export type { StorySettings };

/** Stories made before the settings were stored with them kept them in this device's local storage. */
function readDeviceSettings(storyId: string): unknown {
  try {
    const all: unknown = JSON.parse(
      localStorage.getItem(STORAGE_KEYS.storyGenerationSettings) ?? '{}',
    );
    return all && typeof all === 'object' ? (all as Record<string, unknown>)[storyId] : null;
  } catch {
    return null;
  }
}

/** The settings stored with a new story: the wizard's choices, age and genre settled. */
export function buildStorySettings(
  choices: WizardChoices,
  genre: StorySettings['genre'],
): StorySettings {
  return {
    age: choices.age ?? '7-9',
    genre,
    prompt: choices.prompt,
    characters: choices.characters,
    startingPoint: choices.startingPoint,
    options: choices.options,
  };
}

/** How a story was set up, from the story itself (synced from any device), checked before use. */
export function readStorySettings(
  story: Pick<LocalStory, 'id' | 'creation_settings'>,
): StorySettings | null {
  return (
    parseStorySettings(story.creation_settings) ?? parseStorySettings(readDeviceSettings(story.id))
  );
}
