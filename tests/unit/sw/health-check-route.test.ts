import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchHealthCheck, healthCheckTimeoutMs } from '../../../sw/health-check-route';

const request = new Request('http://localhost/api/health-check');

describe('fetchHealthCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('passes the network answer through, asking for no caching', async () => {
    const fetchSpy = vi.fn(async () => new Response('{"status":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const response = await fetchHealthCheck(request);
    expect(response.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledWith(
      request.url,
      expect.objectContaining({ cache: 'no-store', method: 'GET' }),
    );
  });

  it('passes a 503 from the server through unchanged', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"status":"error"}', { status: 503 }));
    const response = await fetchHealthCheck(request);
    expect(await response.json()).toEqual({ status: 'error' });
  });

  it('answers 503 {"status":"offline"} when the network fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const response = await fetchHealthCheck(request);
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'offline' });
  });

  it('answers offline after 5 s when the network hangs', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        ),
    );
    let status: number | undefined;
    void fetchHealthCheck(request).then((response) => (status = response.status));
    await vi.advanceTimersByTimeAsync(healthCheckTimeoutMs - 1);
    expect(status).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toBe(503);
    expect(healthCheckTimeoutMs).toBe(5000);
  });
});
