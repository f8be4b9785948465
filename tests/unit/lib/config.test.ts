// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { readBrowserConfig } from '@/lib/read-browser-config';
import { checkBrowserConfig } from '../../../scripts/check-browser-config';

describe('readBrowserConfig', () => {
  it('accepts a build without backend values: the local stack serves them at run time', () => {
    expect(
      readBrowserConfig({
        MODE: 'production',
        PROD: true,
        VITE_SUPABASE_URL: '',
        VITE_SUPABASE_ANON_KEY: '',
      }),
    ).toEqual({ MODE: 'production', PROD: true });
  });

  it('keeps valid hosted values', () => {
    const config = readBrowserConfig({
      MODE: 'production',
      PROD: true,
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.anon.key',
    });
    expect(config.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
  });

  it('fails loudly, naming the variable, on a bad value', () => {
    expect(() => readBrowserConfig({ VITE_SUPABASE_URL: 'not a url' })).toThrow(
      /Invalid build configuration: VITE_SUPABASE_URL/,
    );
    expect(() => readBrowserConfig({ VITE_SUPABASE_ANON_KEY: 'short' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
    expect(() => readBrowserConfig({ PROD: 'yes' })).toThrow(/PROD/);
  });
});

describe('checkBrowserConfig (the build step)', () => {
  const resolve = (env: Record<string, unknown>) => {
    const hook = checkBrowserConfig().configResolved;
    if (typeof hook !== 'function') throw new Error('configResolved is not a function');
    return () => hook.call({} as never, { env } as unknown as ResolvedConfig);
  };

  it('lets a build with good or missing backend values through', () => {
    expect(resolve({ MODE: 'production', PROD: true, VITE_SUPABASE_URL: '' })).not.toThrow();
    expect(
      resolve({
        MODE: 'production',
        PROD: true,
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.anon.key',
      }),
    ).not.toThrow();
  });

  it('stops the build, naming the variable, on a bad value', () => {
    expect(resolve({ MODE: 'production', PROD: true, VITE_SUPABASE_URL: 'abc' })).toThrow(
      /Invalid build configuration: VITE_SUPABASE_URL/,
    );
  });
});

describe('config', () => {
  it('tells zod, before zod loads, never to generate code (the CSP forbids eval)', async () => {
    await import('@/lib/config');
    const { z } = await import('zod/mini');
    const zodSettings = (globalThis as { __zod_globalConfig?: { jitless?: boolean } })
      .__zod_globalConfig;
    expect(zodSettings?.jitless).toBe(true);
    expect(z.config().jitless).toBe(true);
  });
});
