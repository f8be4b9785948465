// One heartbeat for the network monitor: GET /api/health-check without caching, 5000 ms time-out.
// Any non-OK answer (the service worker answers 503 when the network is gone) or failure means offline.

export const HEARTBEAT_TIMEOUT_MS = 5000;

export async function checkServerHealth(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  timeoutMs: number = HEARTBEAT_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
