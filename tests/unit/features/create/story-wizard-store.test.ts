import { beforeEach, describe, expect, it } from 'vitest';
import { draftTitle } from '@/features/create/data/start-story';
import { readStorySettings, type StorySettings } from '@/features/create/store/story-settings';
import { STORAGE_KEYS } from '@/offline/storage-keys';
import { STORY_WIZARD_KEY, useStoryWizard } from '@/features/create/store/story-wizard-store';

describe('story wizard store', () => {
  beforeEach(() => {
    localStorage.clear();
    useStoryWizard.getState().reset();
  });

  it('starts as not_started in Epic Fantasy mode', () => {
    expect(useStoryWizard.getState()).toMatchObject({
      gameState: 'not_started',
      storyMode: 'Epic Fantasy',
      isLoading: false,
      storyHistory: [],
    });
  });

  it('keeps the reader’s choices in local storage so they survive a reload, but not the working state', () => {
    useStoryWizard.getState().setChoices({ age: '4-6', genre: 'bedtime', prompt: 'A sleepy owl' });
    useStoryWizard.getState().setWorkingState({ gameState: 'playing', isLoading: true });
    const saved = JSON.parse(localStorage.getItem(STORY_WIZARD_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state).toMatchObject({ age: '4-6', genre: 'bedtime', prompt: 'A sleepy owl' });
    expect(saved.state).not.toHaveProperty('gameState');
    expect(saved.state).not.toHaveProperty('isLoading');
  });

  it('takes at most three characters and no two with the same name', () => {
    const add = (name: string) =>
      useStoryWizard
        .getState()
        .addCharacter({ savedId: null, name, role: 'sidekick', description: '', traits: [] });
    ['Pip', 'Pip', 'Juno', 'Kit', 'Rex'].forEach(add);
    expect(useStoryWizard.getState().characters.map((character) => character.name)).toEqual([
      'Pip',
      'Juno',
      'Kit',
    ]);
    useStoryWizard.getState().removeCharacter('Juno');
    expect(useStoryWizard.getState().characters.map((character) => character.name)).toEqual([
      'Pip',
      'Kit',
    ]);
  });
});

describe('draftTitle', () => {
  it('asks the storyteller for a real title from the idea', async () => {
    expect(
      await draftTitle({
        prompt: 'A robot named Bolt learns to paint a rainbow. Then more.',
        genre: 'sci-fi',
        characters: [],
      }),
    ).toBe('Bolt and the Rainbow');
  });

  it('falls back to the hero or the genre', async () => {
    expect(
      await draftTitle({
        prompt: '',
        genre: 'mystery',
        characters: [
          { savedId: null, name: 'Ada', role: 'protagonist', description: '', traits: [] },
        ],
      }),
    ).toBe('Ada’s Mystery & Detective Story');
    expect(await draftTitle({ prompt: ' ', genre: null, characters: [] })).toBe(
      'A New Epic Fantasy Story',
    );
  });
});

describe('story settings', () => {
  it('reads a story’s setup from the story itself, checked, and from this device for stories made before', () => {
    const settings: StorySettings = {
      age: '7-9',
      genre: 'adventure',
      prompt: 'p',
      characters: [],
      startingPoint: 's',
      options: { length: 'short', person: 'first', style: 'cartoon', imagesEnabled: false },
    };
    expect(readStorySettings({ id: 'story-1', creation_settings: settings })).toEqual(settings);
    // A damaged or foreign value synced from elsewhere is never used to continue a story.
    expect(
      readStorySettings({ id: 'story-2', creation_settings: { ...settings, age: 'toddler' } }),
    ).toBeNull();
    expect(
      readStorySettings({
        id: 'story-3',
        creation_settings: { ...settings, characters: [{ name: '' }] },
      }),
    ).toBeNull();
    localStorage.setItem(
      STORAGE_KEYS.storyGenerationSettings,
      JSON.stringify({ 'story-4': { ...settings, prompt: 'older' } }),
    );
    expect(readStorySettings({ id: 'story-4', creation_settings: null })?.prompt).toBe('older');
    expect(readStorySettings({ id: 'missing', creation_settings: null })).toBeNull();
  });
});
