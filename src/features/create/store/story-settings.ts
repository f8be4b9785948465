import { STORAGE_KEYS } from '@/offline';
import type { AgeId } from '@shared/story-engine/age-bands.ts';
import type { GenreSlug } from '@shared/story-engine/genres.ts';
import type { WizardChoices } from './story-wizard-store';

const STORY_SETTINGS_KEY = STORAGE_KEYS.storyGenerationSettings;

export type StorySettings = Omit<WizardChoices, 'age' | 'genre'> & { age: AgeId; genre: GenreSlug };

function readAll(): Record<string, StorySettings> {
  try {
    return JSON.parse(localStorage.getItem(STORY_SETTINGS_KEY) ?? '{}') as Record<
      string,
      StorySettings
    >;
  } catch {
    return {};
  }
}

/** Remembers how a story was set up, so it continues the same way after a reload or on another day. */
export function saveStorySettings(storyId: string, settings: StorySettings): void {
  localStorage.setItem(STORY_SETTINGS_KEY, JSON.stringify({ ...readAll(), [storyId]: settings }));
}

export function readStorySettings(storyId: string): StorySettings | null {
  return readAll()[storyId] ?? null;
}
