import { describe, expect, it } from 'vitest';
import { readBrowserConfig } from '@/lib/config';

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
