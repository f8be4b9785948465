import { afterEach, describe, expect, it } from 'vitest';
import { logger } from '@/lib/logger';
import { runStartUp } from '@/lib/start-up/run-start-up';
import {
  AUTOSAVE_PREFIX,
  LEGACY_SESSION_KEY_PREFIXES,
  LEGACY_SESSION_KEYS,
  STORAGE_KEYS,
} from '@/offline/storage-keys';

const legacySessionKeys = { keys: LEGACY_SESSION_KEYS, prefixes: LEGACY_SESSION_KEY_PREFIXES };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  logger.clear();
});

describe('runStartUp', () => {
  it('purges, moves legacy keys and drops old autosaves, in that order, then sets the CSP in production', () => {
    localStorage.setItem('debug_trace', '1');
    localStorage.setItem(STORAGE_KEYS.anonymousStoryIds, '["a"]');
    localStorage.setItem(
      `${AUTOSAVE_PREFIX}old`,
      JSON.stringify({ timestamp: Date.now() - 30 * 60 * 60 * 1000 }),
    );
    localStorage.setItem(`${AUTOSAVE_PREFIX}new`, JSON.stringify({ timestamp: Date.now() }));

    runStartUp({ window, legacySessionKeys, autosavePrefix: AUTOSAVE_PREFIX, production: true });

    expect(Object.keys({ ...localStorage })).toEqual([STORAGE_KEYS.anonymousStoryIds]);
    expect(Object.keys({ ...sessionStorage })).toEqual([`${AUTOSAVE_PREFIX}new`]);
    expect(
      document.head.querySelector('meta[http-equiv="Content-Security-Policy"]'),
    ).not.toBeNull();
  });

  it('leaves the CSP out in development, where Vite needs inline scripts', () => {
    runStartUp({ window, legacySessionKeys, autosavePrefix: AUTOSAVE_PREFIX, production: false });
    expect(document.head.querySelector('meta[http-equiv="Content-Security-Policy"]')).toBeNull();
  });

  it('keeps starting when storage is blocked, with a warning', () => {
    const blocked = new Proxy(window, {
      get(target, property) {
        if (property === 'localStorage')
          throw new DOMException('The operation is insecure.', 'SecurityError');
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(() =>
      runStartUp({
        window: blocked,
        legacySessionKeys,
        autosavePrefix: AUTOSAVE_PREFIX,
        production: true,
      }),
    ).not.toThrow();
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Start-up step "purge stale local keys" failed',
        component: 'start-up',
      }),
    );
    expect(
      document.head.querySelector('meta[http-equiv="Content-Security-Policy"]'),
    ).not.toBeNull();
  });
});
