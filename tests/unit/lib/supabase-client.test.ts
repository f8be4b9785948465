import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaleLocalKey } from '@/lib/start-up/purge-stale-local-keys';
import { SUPABASE_CONNECTION_KEY } from '@/lib/supabase-connection-key';

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.signature-part';

// The module caches the connection for the page's lifetime, so each test loads it afresh.
async function loadClientModule() {
  vi.resetModules();
  return import('@/lib/supabase-client');
}

beforeEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('getSupabaseClient', () => {
  it('reads /api/config once when no build-time values are set and shares one client', async () => {
    const fetchConfig = vi.fn(async () =>
      Response.json({ supabaseUrl: 'http://127.0.0.1:4202', supabaseAnonKey: anonKey }),
    );
    vi.stubGlobal('fetch', fetchConfig);
    const { getSupabaseClient, getSupabaseConnection } = await loadClientModule();

    const [first, second] = await Promise.all([getSupabaseClient(), getSupabaseClient()]);
    expect(first).toBe(second);
    expect(await getSupabaseConnection()).toEqual({
      supabaseUrl: 'http://127.0.0.1:4202',
      supabaseAnonKey: anonKey,
    });
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(fetchConfig).toHaveBeenCalledWith('/api/config', { cache: 'no-store' });

    // Sign-in survives reloads under supabase-js's default key, which the start-up purge leaves alone.
    const storageKey = (first.auth as unknown as { storageKey: string }).storageKey;
    expect(storageKey).toBe('sb-127-auth-token');
    expect(isStaleLocalKey(storageKey)).toBe(false);
  });

  it('tries again on the next call after the config could not be loaded', async () => {
    const fetchConfig = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(
        Response.json({ supabaseUrl: 'http://localhost:8080', supabaseAnonKey: anonKey }),
      );
    vi.stubGlobal('fetch', fetchConfig);
    const { getSupabaseClient } = await loadClientModule();

    await expect(getSupabaseClient()).rejects.toThrow(
      'The app configuration could not be loaded (503)',
    );
    await expect(getSupabaseClient()).resolves.toBeDefined();
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('rejects a config answer that is not a URL and a key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ supabaseUrl: 'nowhere', supabaseAnonKey: '' })),
    );
    const { getSupabaseConnection } = await loadClientModule();
    await expect(getSupabaseConnection()).rejects.toThrow();
  });

  it('keeps the last good config on the device and starts from it when the network is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ supabaseUrl: 'http://localhost:8080', supabaseAnonKey: anonKey }),
      ),
    );
    await (await loadClientModule()).getSupabaseConnection();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { getSupabaseClient, getSupabaseConnection } = await loadClientModule();
    await expect(getSupabaseConnection()).resolves.toEqual({
      supabaseUrl: 'http://localhost:8080',
      supabaseAnonKey: anonKey,
    });
    await expect(getSupabaseClient()).resolves.toBeDefined();
  });

  it('a damaged kept copy is not used', async () => {
    localStorage.setItem(
      SUPABASE_CONNECTION_KEY,
      JSON.stringify({ supabaseUrl: 'javascript:alert(1)' }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { getSupabaseConnection } = await loadClientModule();
    await expect(getSupabaseConnection()).rejects.toThrow('Failed to fetch');
  });

  it('talks to the page’s own origin when the API is served with the app, whatever SITE_URL says', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          supabaseUrl: 'https://stories.example.org',
          supabaseAnonKey: anonKey,
          servedWithApp: true,
        }),
      ),
    );
    const { getSupabaseConnection } = await loadClientModule();
    expect((await getSupabaseConnection()).supabaseUrl).toBe(location.origin);

    // The kept copy, read when the network is gone, is placed at the page's origin too.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    localStorage.setItem(
      SUPABASE_CONNECTION_KEY,
      JSON.stringify({
        supabaseUrl: 'https://stories.example.org',
        supabaseAnonKey: anonKey,
        servedWithApp: true,
      }),
    );
    const reloaded = await loadClientModule();
    expect((await reloaded.getSupabaseConnection()).supabaseUrl).toBe(location.origin);
  });

  it('keeps a hosted backend’s URL, which is not served with the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: anonKey }),
      ),
    );
    const { getSupabaseConnection } = await loadClientModule();
    expect((await getSupabaseConnection()).supabaseUrl).toBe('https://project.supabase.co');
  });
});
