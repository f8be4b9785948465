import { create } from 'zustand';
import { STORAGE_KEYS } from '@/offline';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AgeId } from '@shared/age-bands.ts';
import { DEFAULT_STORY_OPTIONS } from '@shared/story-engine/default-story-options.ts';
import type { GenreSlug } from '@shared/story-engine/genres.ts';
import type { StoryCharacter, StoryOptions } from '@shared/story-engine/story-request.ts';

export const STORY_WIZARD_KEY = STORAGE_KEYS.storyWizard;
export const MAX_STORY_CHARACTERS = 3;

export type GameState = 'not_started' | 'generating' | 'playing' | 'finished';

export interface WizardCharacter extends StoryCharacter {
  /** The saved character's id, or null for one added on the spot. */
  savedId: string | null;
}

export interface WizardChoices {
  age: AgeId | null;
  genre: GenreSlug | null;
  prompt: string;
  characters: WizardCharacter[];
  startingPoint: string;
  options: StoryOptions & { imagesEnabled: boolean };
}

/** The working state of docs/product.md §3: where the story being created stands. */
export interface StoryWorkingState {
  gameState: GameState;
  currentSegment: string | null;
  storyHistory: string[];
  isLoading: boolean;
  isFinishingStory: boolean;
  isStoryCompleted: boolean;
  prompt: string;
  storyMode: string;
}

interface StoryWizardStore extends WizardChoices, StoryWorkingState {
  setChoices(choices: Partial<WizardChoices>): void;
  setOptions(options: Partial<WizardChoices['options']>): void;
  addCharacter(character: WizardCharacter): void;
  removeCharacter(name: string): void;
  setWorkingState(state: Partial<StoryWorkingState>): void;
  reset(): void;
}

export const DEFAULT_STORY_MODE = 'Epic Fantasy';

const initialChoices: WizardChoices = {
  age: null,
  genre: null,
  prompt: '',
  characters: [],
  startingPoint: '',
  options: { ...DEFAULT_STORY_OPTIONS },
};

const initialWorkingState: StoryWorkingState = {
  gameState: 'not_started',
  currentSegment: null,
  storyHistory: [],
  isLoading: false,
  isFinishingStory: false,
  isStoryCompleted: false,
  prompt: '',
  storyMode: DEFAULT_STORY_MODE,
};

/** The wizard's choices survive a reload (local storage); the working state starts fresh each visit. */
export const useStoryWizard = create<StoryWizardStore>()(
  persist(
    (set) => ({
      ...initialChoices,
      ...initialWorkingState,
      setChoices: (choices) => set(choices),
      setOptions: (options) => set((state) => ({ options: { ...state.options, ...options } })),
      addCharacter: (character) =>
        set((state) =>
          state.characters.length >= MAX_STORY_CHARACTERS ||
          state.characters.some((existing) => existing.name === character.name)
            ? state
            : { characters: [...state.characters, character] },
        ),
      removeCharacter: (name) =>
        set((state) => ({
          characters: state.characters.filter((character) => character.name !== name),
        })),
      setWorkingState: (working) => set(working),
      reset: () => set({ ...initialChoices, ...initialWorkingState }),
    }),
    {
      name: STORY_WIZARD_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ age, genre, prompt, characters, startingPoint, options }) => ({
        age,
        genre,
        prompt,
        characters,
        startingPoint,
        options,
      }),
    },
  ),
);
