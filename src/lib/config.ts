import type { $ZodConfig } from 'zod/v4/core';
import type { BrowserConfig } from './read-browser-config';

export type { BrowserConfig } from './read-browser-config';

// The production CSP forbids eval. zod probes for eval when a schema is made, and a strict CSP
// reports even the caught attempt, so zod must be told before any schema exists. zod itself comes
// with the data layer, after the first paint; it reads its settings from this global when it loads
// (zod's documented way to configure it before it is imported).
const zodSettings = globalThis as { __zod_globalConfig?: $ZodConfig };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

/**
 * The build-time configuration. zod checks it when the bundle is built (a bad value stops the
 * build with its name) and again when the data layer starts, so the first paint carries only the
 * checked plain values and no validator.
 */
export const config: BrowserConfig = {
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL || undefined,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY || undefined,
  MODE: import.meta.env.MODE,
  PROD: import.meta.env.PROD,
};
