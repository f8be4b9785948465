import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSync } from '@/app/start-sync';
import { logger } from '@/lib/logger';
import { offlineLog, setOfflineLogSink } from '@/offline/offline-log';

class FakeServiceWorkerContainer extends EventTarget {
  controller = { postMessage: vi.fn() };
}

let stop: (() => void) | undefined;

afterEach(async () => {
  stop?.();
  // The device store's live queries settle while the page still exists.
  await new Promise((resolve) => setTimeout(resolve, 200));
  setOfflineLogSink(console);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('startSync', { timeout: 20_000 }, () => {
  it("sends the device store's warnings to the app's logger, runs the page's one sync and answers the service worker's replay", async () => {
    const container = new FakeServiceWorkerContainer();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const source = { postMessage: vi.fn() };

    stop = await startSync();
    offlineLog.warn('Could not save to the device');
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({ message: 'Could not save to the device', component: 'offline' }),
    );
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: 'replay-sync' }, source: source as never }),
    );
    await vi.waitFor(() =>
      expect(source.postMessage).toHaveBeenCalledWith({ type: 'replay-sync-done' }),
    );
  });
});
