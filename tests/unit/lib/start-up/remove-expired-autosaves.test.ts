import { afterEach, describe, expect, it } from 'vitest';
import { removeExpiredAutosaves } from '@/lib/start-up/remove-expired-autosaves';

const hour = 60 * 60 * 1000;
const now = Date.parse('2026-11-22T12:00:00Z');

afterEach(() => sessionStorage.clear());

describe('removeExpiredAutosaves', () => {
  it('removes autosave entries older than 24 h and keeps recent ones and other keys', () => {
    sessionStorage.setItem(
      'autosave_old',
      JSON.stringify({ timestamp: now - 25 * hour, text: 'a' }),
    );
    sessionStorage.setItem(
      'autosave_old_iso',
      JSON.stringify({ timestamp: new Date(now - 48 * hour).toISOString() }),
    );
    sessionStorage.setItem(
      'autosave_fresh',
      JSON.stringify({ timestamp: now - 23 * hour, text: 'b' }),
    );
    sessionStorage.setItem('autosave_edge', JSON.stringify({ timestamp: now - 24 * hour }));
    sessionStorage.setItem('autosave_garbled', 'not json');
    sessionStorage.setItem('storycanvas_session', JSON.stringify({ timestamp: 0 }));

    expect(removeExpiredAutosaves(sessionStorage, 'autosave_', now).sort()).toEqual([
      'autosave_garbled',
      'autosave_old',
      'autosave_old_iso',
    ]);
    expect(Object.keys({ ...sessionStorage }).sort()).toEqual([
      'autosave_edge',
      'autosave_fresh',
      'storycanvas_session',
    ]);
  });
});
