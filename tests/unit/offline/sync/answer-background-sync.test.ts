import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBackgroundSync } from '@/offline/sync/answer-background-sync';
import { requestBackgroundSync } from '@/offline/sync/request-background-sync';

class FakeServiceWorkerContainer extends EventTarget {
  controller = { postMessage: vi.fn() };
}

function installContainer(): FakeServiceWorkerContainer {
  const container = new FakeServiceWorkerContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the background-sync bridge', () => {
  it("asks the service worker to register the sync tag with {type:'register-sync'}", () => {
    const container = installContainer();
    requestBackgroundSync();
    expect(container.controller.postMessage).toHaveBeenCalledWith({ type: 'register-sync' });
  });

  it("on {type:'replay-sync'} runs the replay once and answers {type:'replay-sync-done'}, even when the replay fails", async () => {
    const container = installContainer();
    const source = { postMessage: vi.fn() };
    let calls = 0;
    const replay = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new Error('Cannot sync while offline');
    });
    const stopAnswering = answerBackgroundSync(replay);
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: 'replay-sync' }, source: source as never }),
    );
    await vi.waitFor(() =>
      expect(source.postMessage).toHaveBeenCalledWith({ type: 'replay-sync-done' }),
    );
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: 'replay-sync' }, source: source as never }),
    );
    await vi.waitFor(() => expect(source.postMessage).toHaveBeenCalledTimes(2));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    expect(replay).toHaveBeenCalledTimes(2);
    stopAnswering();
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: 'replay-sync' }, source: source as never }),
    );
    expect(replay).toHaveBeenCalledTimes(2);
  });
});
