// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkMonitor, type NetworkEvent } from '@/offline/network/network-monitor';

function setup(answers: Array<boolean | 'throw'>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === 'throw') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: answer ? 200 : 503 });
  }) as unknown as typeof globalThis.fetch;
  const events = new EventTarget();
  const monitor = new NetworkMonitor({ fetch, events });
  const seen: NetworkEvent[] = [];
  monitor.subscribe((event) => seen.push(event));
  return { monitor, events, seen, calls };
}

afterEach(() => vi.useRealTimers());

describe('NetworkMonitor', () => {
  it('starts checking, asks GET /api/health-check with no caching, and goes online', async () => {
    const { monitor, seen, calls } = setup([true]);
    expect(monitor.getStatus()).toBe('checking');
    await monitor.checkNow();
    expect(monitor.getStatus()).toBe('online');
    expect(calls[0]).toMatchObject({ url: '/api/health-check', init: { cache: 'no-store' } });
    expect(calls[0]!.init!.signal).toBeInstanceOf(AbortSignal);
    expect(seen).toEqual([{ type: 'status-change', status: 'online', previous: 'checking' }]);
  });

  it("the browser 'offline' event means offline at once; offline → online raises 'reconnected'", async () => {
    const { monitor, events, seen } = setup([true]);
    await monitor.checkNow();
    monitor.start();
    events.dispatchEvent(new Event('offline'));
    expect(monitor.getStatus()).toBe('offline');
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(monitor.getStatus()).toBe('online'));
    expect(seen.map((event) => event.type)).toEqual([
      'status-change',
      'status-change',
      'reconnected',
    ]);
    monitor.stop();
  });

  it('a non-OK answer or a failed request means offline', async () => {
    const { monitor } = setup([false]);
    expect(await monitor.checkNow()).toBe('offline');
    const thrown = setup(['throw']);
    expect(await thrown.monitor.checkNow()).toBe('offline');
  });

  it('a heartbeat every 30000 ms notices the server coming back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { monitor, seen } = setup([false, false, true]);
    monitor.start();
    await vi.waitFor(() => expect(monitor.getStatus()).toBe('offline'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(monitor.getStatus()).toBe('offline');
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(monitor.getStatus()).toBe('online'));
    expect(seen.at(-1)).toEqual({ type: 'reconnected', status: 'online', previous: 'offline' });
    monitor.stop();
  });

  it("a check that was already running cannot undo an 'offline' event", async () => {
    const { monitor, events } = setup([true]);
    monitor.start();
    events.dispatchEvent(new Event('offline'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(monitor.getStatus()).toBe('offline');
    monitor.stop();
  });

  it("after the browser's 'online' event a failed check is retried within seconds, not at the next heartbeat", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { monitor, events } = setup([false, false, false, true]);
    monitor.start();
    await vi.waitFor(() => expect(monitor.getStatus()).toBe('offline'));
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.getStatus()).toBe('offline');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(monitor.getStatus()).toBe('online'));
    monitor.stop();
  });
});
