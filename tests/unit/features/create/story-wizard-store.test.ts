import { beforeEach, describe, expect, it } from 'vitest';
import { draftTitle } from '@/features/create/data/start-story';
import {
  readStorySettings,
  saveStorySettings,
  type StorySettings,
} from '@/features/create/store/story-settings';
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
  it('remembers each story’s setup by id', () => {
    const settings: StorySettings = {
      age: '7-9',
      genre: 'adventure',
      prompt: 'p',
      characters: [],
      startingPoint: 's',
      options: { length: 'short', person: 'first', style: 'cartoon', imagesEnabled: false },
    };
    saveStorySettings('story-1', settings);
    saveStorySettings('story-2', { ...settings, prompt: 'other' });
    expect(readStorySettings('story-1')).toEqual(settings);
    expect(readStorySettings('story-2')?.prompt).toBe('other');
    expect(readStorySettings('missing')).toBeNull();
  });
});
