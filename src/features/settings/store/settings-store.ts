import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/offline';

export interface UserPreferences {
  theme: 'system' | 'light' | 'dark';
  fontSize: 'small' | 'medium' | 'large';
  highContrastMode: boolean;
  notificationPreferences: 'important' | 'all' | 'none';
  soundEffects: boolean;
}

export interface AccountSettings {
  emailNotifications: boolean;
  marketingEmails: boolean;
  profileVisibility: 'public' | 'private';
  twoFactorAuth: boolean;
}

export interface ReadingPreferences {
  autoScroll: boolean;
  autoScrollSpeed: number;
  chapterTransitionEffect: 'fade' | 'slide' | 'none';
  showImageCaptions: boolean;
  textToSpeech: boolean;
}

export interface Settings {
  userPreferences: UserPreferences;
  accountSettings: AccountSettings;
  readingPreferences: ReadingPreferences;
}

/** docs/product.md §3 defaults. */
export const DEFAULT_SETTINGS: Settings = {
  userPreferences: {
    theme: 'system',
    fontSize: 'medium',
    highContrastMode: false,
    notificationPreferences: 'important',
    soundEffects: true,
  },
  accountSettings: {
    emailNotifications: true,
    marketingEmails: false,
    profileVisibility: 'public',
    twoFactorAuth: false,
  },
  readingPreferences: {
    autoScroll: false,
    autoScrollSpeed: 5,
    chapterTransitionEffect: 'fade',
    showImageCaptions: true,
    textToSpeech: false,
  },
};

interface SettingsStore extends Settings {
  update<K extends keyof Settings>(section: K, changes: Partial<Settings[K]>): void;
  reset(): void;
}

/** All settings, saved locally under one key (docs/product.md §9) and merged over the defaults when read. */
export const useSettingsStore = create<SettingsStore>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      update: (section, changes) =>
        set(
          (state) => ({ [section]: { ...state[section], ...changes } }) as Partial<SettingsStore>,
        ),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    {
      name: STORAGE_KEYS.settings,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ userPreferences, accountSettings, readingPreferences }) => ({
        userPreferences,
        accountSettings,
        readingPreferences,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Settings>;
        return {
          ...current,
          userPreferences: { ...current.userPreferences, ...saved.userPreferences },
          accountSettings: { ...current.accountSettings, ...saved.accountSettings },
          readingPreferences: { ...current.readingPreferences, ...saved.readingPreferences },
        };
      },
    },
  ),
);
