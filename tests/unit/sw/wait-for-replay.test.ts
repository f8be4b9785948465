// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForReplay } from '../../../sw/wait-for-replay';

function createScope(): EventTarget {
  return new EventTarget();
}

function post(scope: EventTarget, data: unknown): void {
  scope.dispatchEvent(new MessageEvent('message', { data }));
}

describe('waitForReplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves done when a page answers replay-sync-done', async () => {
    const scope = createScope();
    const outcome = waitForReplay(scope, 30_000);
    post(scope, { type: 'something-else' });
    post(scope, { type: 'replay-sync-done' });
    await expect(outcome).resolves.toBe('done');
  });

  it('gives up after the time-out when no page answers', async () => {
    const scope = createScope();
    let settled: string | undefined;
    void waitForReplay(scope, 30_000).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('timeout');
  });

  it('stops listening once settled', async () => {
    const scope = createScope();
    const removeSpy = vi.spyOn(scope, 'removeEventListener');
    const outcome = waitForReplay(scope, 1000);
    post(scope, { type: 'replay-sync-done' });
    await outcome;
    expect(removeSpy).toHaveBeenCalledWith('message', expect.any(Function));
  });
});
