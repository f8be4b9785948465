import { afterEach, describe, expect, it } from 'vitest';
import { moveLegacyKeysToSession } from '@/lib/start-up/move-legacy-keys-to-session';
import {
  AUTOSAVE_PREFIX,
  LEGACY_SESSION_KEY_PREFIXES,
  LEGACY_SESSION_KEYS,
  STORAGE_KEYS,
} from '@/offline/storage-keys';

const legacy = { keys: LEGACY_SESSION_KEYS, prefixes: LEGACY_SESSION_KEY_PREFIXES };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('moveLegacyKeysToSession', () => {
  it('moves the session state and autosave entries out of localStorage into sessionStorage', () => {
    localStorage.setItem(STORAGE_KEYS.sessionState, '{"step":2}');
    localStorage.setItem(`${AUTOSAVE_PREFIX}draft-1`, '{"timestamp":1}');
    localStorage.setItem(STORAGE_KEYS.settings, '{"theme":"dark"}');

    expect(moveLegacyKeysToSession(localStorage, sessionStorage, legacy).sort()).toEqual(
      [`${AUTOSAVE_PREFIX}draft-1`, STORAGE_KEYS.sessionState].sort(),
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionState)).toBe('{"step":2}');
    expect(sessionStorage.getItem(`${AUTOSAVE_PREFIX}draft-1`)).toBe('{"timestamp":1}');
    expect(localStorage.getItem(STORAGE_KEYS.sessionState)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.settings)).toBe('{"theme":"dark"}');
  });

  it("keeps the tab's own newer session value", () => {
    localStorage.setItem(STORAGE_KEYS.sessionState, 'old');
    sessionStorage.setItem(STORAGE_KEYS.sessionState, 'current');
    moveLegacyKeysToSession(localStorage, sessionStorage, legacy);
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionState)).toBe('current');
    expect(localStorage.getItem(STORAGE_KEYS.sessionState)).toBeNull();
  });
});
