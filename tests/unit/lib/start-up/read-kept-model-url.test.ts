// The start-up CSP allows an on-device model's https host the server named last time, and only that.
import { beforeEach, describe, expect, it } from 'vitest';
import { readKeptModelUrl } from '@/lib/start-up/read-kept-model-url';
import { runStartUp } from '@/lib/start-up/run-start-up';
import { SUPABASE_CONNECTION_KEY } from '@/lib/supabase-connection-key';

const keep = (offlineModel: unknown) =>
  localStorage.setItem(
    SUPABASE_CONNECTION_KEY,
    JSON.stringify({ supabaseUrl: 'http://localhost:8080', offlineModel }),
  );

describe('readKeptModelUrl', () => {
  beforeEach(() => localStorage.clear());

  it('reads a kept https model URL', () => {
    keep({ url: 'https://models.example.org/m.gguf', sha256: 'a'.repeat(64) });
    expect(readKeptModelUrl(() => localStorage)).toBe('https://models.example.org/m.gguf');
  });

  it('reads nothing for a local model, plain http, junk or no config', () => {
    expect(readKeptModelUrl(() => localStorage)).toBeUndefined();
    keep({ url: '/models/m.gguf' });
    expect(readKeptModelUrl(() => localStorage)).toBeUndefined();
    keep({ url: 'http://models.example.org/m.gguf' });
    expect(readKeptModelUrl(() => localStorage)).toBeUndefined();
    localStorage.setItem(SUPABASE_CONNECTION_KEY, '{not json');
    expect(readKeptModelUrl(() => localStorage)).toBeUndefined();
  });

  it('lets the page connect to that host from start-up on', () => {
    keep({ url: 'https://models.example.org/m.gguf' });
    runStartUp({
      window,
      legacySessionKeys: { keys: [], prefixes: [] },
      autosavePrefix: 'x:',
      production: true,
    });
    const policy =
      document.head.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]')
        ?.content ?? '';
    expect(policy).toMatch(/connect-src [^;]*https:\/\/models\.example\.org/);
  });
});
