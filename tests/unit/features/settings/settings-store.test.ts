import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/features/settings';

const KEY = 'storyCanvasSettings';

function saved(): unknown {
  return JSON.parse(localStorage.getItem(KEY) ?? 'null');
}

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.getState().reset();
  localStorage.clear();
});

describe('settings store (docs/product.md §3, saved under one key)', () => {
  it('starts with the defaults of docs/product.md §3', () => {
    const { userPreferences, accountSettings, readingPreferences } = useSettingsStore.getState();
    expect(userPreferences).toEqual({
      theme: 'system',
      fontSize: 'medium',
      highContrastMode: false,
      notificationPreferences: 'important',
      soundEffects: true,
    });
    expect(accountSettings).toEqual({
      emailNotifications: true,
      marketingEmails: false,
      profileVisibility: 'public',
      twoFactorAuth: false,
    });
    expect(readingPreferences).toEqual({
      autoScroll: false,
      autoScrollSpeed: 5,
      chapterTransitionEffect: 'fade',
      showImageCaptions: true,
      textToSpeech: false,
    });
  });

  it('saves every section under the single key storyCanvasSettings', () => {
    useSettingsStore.getState().update('userPreferences', { fontSize: 'large' });
    useSettingsStore.getState().update('readingPreferences', { autoScroll: true });
    expect(Object.keys(localStorage)).toEqual([KEY]);
    expect(saved()).toMatchObject({
      state: {
        userPreferences: { ...DEFAULT_SETTINGS.userPreferences, fontSize: 'large' },
        accountSettings: DEFAULT_SETTINGS.accountSettings,
        readingPreferences: { ...DEFAULT_SETTINGS.readingPreferences, autoScroll: true },
      },
    });
  });

  it('an update changes only the named fields of its section', () => {
    useSettingsStore.getState().update('userPreferences', { theme: 'dark' });
    expect(useSettingsStore.getState().userPreferences).toEqual({
      ...DEFAULT_SETTINGS.userPreferences,
      theme: 'dark',
    });
  });

  it('reads saved settings back, filling fields missing from an older save with defaults', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { userPreferences: { highContrastMode: true } }, version: 0 }),
    );
    await useSettingsStore.persist.rehydrate();
    const state = useSettingsStore.getState();
    expect(state.userPreferences).toEqual({
      ...DEFAULT_SETTINGS.userPreferences,
      highContrastMode: true,
    });
    expect(state.readingPreferences).toEqual(DEFAULT_SETTINGS.readingPreferences);
  });

  it('reset returns to the defaults and saves them', () => {
    useSettingsStore.getState().update('accountSettings', { marketingEmails: true });
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState().accountSettings).toEqual(DEFAULT_SETTINGS.accountSettings);
    expect(saved()).toMatchObject({ state: { accountSettings: DEFAULT_SETTINGS.accountSettings } });
  });
});
