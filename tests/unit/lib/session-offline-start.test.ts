// The session start with no network, with the real supabase-js client: every request it makes
// (the config, the token refresh) fails the way fetch fails on a plane.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPABASE_CONNECTION_KEY } from '@/lib/supabase-connection-key';

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.signature-part';
const keptConnection = { supabaseUrl: 'http://127.0.0.1:4999', supabaseAnonKey: anonKey };
const storageKey = 'sb-127-auth-token';

function storedSession(expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + expiresInSeconds,
    user: {
      id: '6b0f1c9e-7d1a-4f60-9a43-1d2f0a7e5c11',
      email: 'reader@example.test',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
}

// Both modules keep page-lifetime state, so each test loads them afresh (and together: one client).
async function loadSessionModule() {
  vi.resetModules();
  const [session, client] = await Promise.all([
    import('@/lib/session'),
    import('@/lib/supabase-client'),
  ]);
  return { ...session, ...client };
}

const noNetwork = vi.fn(
  async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    throw new TypeError('Failed to fetch');
  },
);

beforeEach(() => {
  localStorage.clear();
  noNetwork.mockClear();
  vi.stubGlobal('fetch', noNetwork);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session start with no network', () => {
  it('a reader signed in before shows as signed in at once, and still after the client has started', async () => {
    localStorage.setItem(SUPABASE_CONNECTION_KEY, JSON.stringify(keptConnection));
    localStorage.setItem(storageKey, JSON.stringify(storedSession(3600)));
    const { startSessionTracking, useSessionStore, readSettledSession } = await loadSessionModule();

    startSessionTracking();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-in',
      user: { email: 'reader@example.test' },
    });
    await expect(readSettledSession()).resolves.toMatchObject({ status: 'signed-in' });
    // The client is made from the kept config (the /api/config request failed) and confirms the reader.
    await vi.waitFor(() =>
      expect(noNetwork).toHaveBeenCalledWith('/api/config', { cache: 'no-store' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSessionStore.getState().status).toBe('signed-in');
  });

  it('auth-js confirming the stored sign-in changes nothing the page shows, so nothing renders again', async () => {
    localStorage.setItem(SUPABASE_CONNECTION_KEY, JSON.stringify(keptConnection));
    localStorage.setItem(storageKey, JSON.stringify(storedSession(3600)));
    const { startSessionTracking, useSessionStore, getSupabaseClient } = await loadSessionModule();

    startSessionTracking();
    const shown = useSessionStore.getState();
    const changes = vi.fn();
    const unsubscribe = useSessionStore.subscribe(changes);
    const client = await getSupabaseClient();
    // The same session auth-js hands to its listeners as INITIAL_SESSION.
    const { data } = await client.auth.getSession();
    expect(data.session?.access_token).toBe(shown.accessToken);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(changes).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toBe(shown);
  });

  it('an expired token whose refresh cannot reach the server is not taken for a sign-out', async () => {
    localStorage.setItem(SUPABASE_CONNECTION_KEY, JSON.stringify(keptConnection));
    localStorage.setItem(storageKey, JSON.stringify(storedSession(-600)));
    const { startSessionTracking, useSessionStore, getSupabaseClient } = await loadSessionModule();
    // supabase-js retries a failed refresh for up to 30 s of its clock before it gives up.
    vi.useFakeTimers({ shouldAdvanceTime: true });

    startSessionTracking();
    const client = await getSupabaseClient();
    const seen: Array<string | undefined> = [];
    const unsubscribe = useSessionStore.subscribe((state) => seen.push(state.status));
    const answer = client.auth.getSession();
    await vi.advanceTimersByTimeAsync(40_000);
    // supabase-js itself answers "no session" here: the refresh failed on the network.
    const { data } = await answer;
    expect(data.session).toBeNull();
    await vi.waitFor(() =>
      expect(noNetwork.mock.calls.some(([url]) => String(url).includes('/auth/v1/token'))).toBe(
        true,
      ),
    );
    unsubscribe();
    expect(seen).not.toContain('signed-out');
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-in',
      user: { email: 'reader@example.test' },
    });
    expect(localStorage.getItem(storageKey)).not.toBeNull();
  });

  it('with no config ever kept, the stored sign-in still says who the reader is', async () => {
    localStorage.setItem(storageKey, JSON.stringify(storedSession(3600)));
    const { startSessionTracking, useSessionStore } = await loadSessionModule();
    startSessionTracking();
    await vi.waitFor(() => expect(noNetwork).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-in',
      user: { id: storedSession(0).user.id },
    });
  });

  it('a visitor with nothing stored settles as signed out, and the client follows once the network returns', async () => {
    const { startSessionTracking, useSessionStore, readSettledSession } = await loadSessionModule();
    startSessionTracking();
    await expect(readSettledSession()).resolves.toMatchObject({ status: 'signed-out', user: null });

    const online = vi.fn(async () => Response.json(keptConnection));
    vi.stubGlobal('fetch', online);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(online).toHaveBeenCalledWith('/api/config', { cache: 'no-store' }),
    );
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SUPABASE_CONNECTION_KEY) ?? 'null')).toEqual(
        keptConnection,
      ),
    );
    expect(useSessionStore.getState().status).toBe('signed-out');
  });
});
