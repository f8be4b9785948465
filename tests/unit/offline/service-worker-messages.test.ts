import { describe, expect, it } from 'vitest';
import {
  isServiceWorkerMessage,
  registerSyncMessage,
  replaySyncDoneMessage,
  replaySyncMessage,
  skipWaitingMessage,
} from '@/offline/service-worker-messages';

describe('service worker messages', () => {
  it('keeps the wire values both sides and workbox-window rely on', () => {
    expect([
      registerSyncMessage,
      replaySyncMessage,
      replaySyncDoneMessage,
      skipWaitingMessage,
    ]).toEqual([
      { type: 'register-sync' },
      { type: 'replay-sync' },
      { type: 'replay-sync-done' },
      { type: 'SKIP_WAITING' },
    ]);
  });

  it('recognises only the named message and ignores anything else posted to the channel', () => {
    expect(isServiceWorkerMessage({ type: 'replay-sync' }, 'replay-sync')).toBe(true);
    expect(isServiceWorkerMessage({ type: 'replay-sync' }, 'replay-sync-done')).toBe(false);
    for (const junk of [null, undefined, 'replay-sync', 42, {}, { type: 7 }, ['replay-sync']]) {
      expect(isServiceWorkerMessage(junk, 'replay-sync')).toBe(false);
    }
  });
});
