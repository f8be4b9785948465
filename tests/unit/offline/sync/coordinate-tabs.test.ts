import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openTabChannel,
  runInOneTab,
  SYNC_LOCK_NAME,
  type TabMessage,
} from '@/offline/sync/coordinate-tabs';

/** Web Locks as browsers implement ifAvailable: a held name hands the callback null instead of waiting. */
function installLocks() {
  const held = new Set<string>();
  const request = vi.fn(
    async (
      name: string,
      _options: { ifAvailable: boolean },
      callback: (lock: object | null) => Promise<unknown>,
    ) => {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  );
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('runInOneTab', () => {
  it('runs the work under the sync lock; a second tab asking meanwhile gets null at once instead of a second sync', async () => {
    const request = installLocks();
    let finish = () => undefined as void;
    const first = runInOneTab(
      () => new Promise<string>((resolve) => (finish = () => resolve('synced'))),
    );
    expect(await runInOneTab(async () => 'second')).toBeNull();
    finish();
    expect(await first).toBe('synced');
    expect(await runInOneTab(async () => 'later')).toBe('later');
    expect(request).toHaveBeenCalledWith(
      SYNC_LOCK_NAME,
      { ifAvailable: true },
      expect.any(Function),
    );
  });

  it('without Web Locks the tab simply runs the work', async () => {
    expect(await runInOneTab(async () => 'alone')).toBe('alone');
  });
});

describe('openTabChannel', () => {
  it('other tabs hear the sync status one tab announces', async () => {
    const heard: TabMessage[] = [];
    const listener = openTabChannel((message) => heard.push(message));
    const speaker = openTabChannel(() => undefined);
    const message: TabMessage = {
      type: 'sync-status',
      status: { syncing: true, lastSyncedAt: null, lastError: null },
    };
    speaker.announce(message);
    await vi.waitFor(() => expect(heard).toEqual([message]));
    listener.close();
    speaker.close();
  });
});
