// Proxies the network monitor's heartbeat (GET /api/health-check) to the network uncached with a 5 s
// time-out, and answers 503 {"status":"offline"} itself when the network is gone (docs/product.md §7, contracts).
import { registerRoute } from 'workbox-routing';

export const healthCheckTimeoutMs = 5000;

export function offlineHealthResponse(): Response {
  return new Response(JSON.stringify({ status: 'offline' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

export async function fetchHealthCheck(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), healthCheckTimeoutMs);
  try {
    return await fetch(request.url, {
      method: 'GET',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    return offlineHealthResponse();
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthCheckRoute(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname === '/api/health-check',
    ({ request }) => fetchHealthCheck(request),
  );
}
