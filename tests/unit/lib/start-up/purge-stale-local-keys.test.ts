import { afterEach, describe, expect, it } from 'vitest';
import { isStaleLocalKey, purgeStaleLocalKeys } from '@/lib/start-up/purge-stale-local-keys';
import { STORAGE_KEYS } from '@/offline/storage-keys';

afterEach(() => localStorage.clear());

describe('purgeStaleLocalKeys', () => {
  it('removes debug_, temp_, test_ keys and keys containing recovery_attempt or session_, keeping the rest', () => {
    const stale = [
      'debug_render',
      'temp_upload',
      'test_flag',
      'auth_recovery_attempt_3',
      'old_session_cache',
      'session_x',
    ];
    const kept = [
      'anonymous_story_ids',
      'storyCanvasSettings',
      'pending_feedback',
      'my_debug_notes',
      'latest_test',
      'sb-127-auth-token',
      'sb-abcdefghijklmnop-auth-token',
      'sc_profile',
    ];
    for (const key of [...stale, ...kept]) localStorage.setItem(key, 'v');

    expect(purgeStaleLocalKeys(localStorage).sort()).toEqual([...stale].sort());
    expect(Object.keys({ ...localStorage }).sort()).toEqual([...kept].sort());
  });

  it("never matches supabase-js's auth key or any key of the app's catalogue", () => {
    expect(isStaleLocalKey('sb-xyzcompany-auth-token')).toBe(false);
    for (const key of Object.values(STORAGE_KEYS)) expect(isStaleLocalKey(key), key).toBe(false);
  });
});
