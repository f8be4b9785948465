import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod/mini';
import { config } from './config';

const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
});

export type SupabaseConnection = z.infer<typeof runtimeConfigSchema>;

let connection: Promise<SupabaseConnection> | undefined;
let client: Promise<SupabaseClient> | undefined;

/**
 * Where the backend is: the build-time VITE_ values when set (hosted Supabase), otherwise the
 * public values the local stack serves at /api/config. Only public values: no secret reaches the browser.
 */
export function getSupabaseConnection(): Promise<SupabaseConnection> {
  connection ??= (async () => {
    if (config.VITE_SUPABASE_URL && config.VITE_SUPABASE_ANON_KEY) {
      return {
        supabaseUrl: config.VITE_SUPABASE_URL,
        supabaseAnonKey: config.VITE_SUPABASE_ANON_KEY,
      };
    }
    const response = await fetch('/api/config', { cache: 'no-store' });
    if (!response.ok)
      throw new Error(`The app configuration could not be loaded (${response.status})`);
    return runtimeConfigSchema.parse(await response.json());
  })().catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/**
 * The one supabase-js client of the page, created when first needed. supabase-js is loaded then
 * too, so its ~46 KB (gzip) stay out of the first paint of every page.
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= Promise.all([getSupabaseConnection(), import('@supabase/supabase-js')])
    .then(([{ supabaseUrl, supabaseAnonKey }, { createClient }]) =>
      createClient(supabaseUrl, supabaseAnonKey, {
        // PKCE: emailed links bring back a one-use code, never tokens in the URL or history.
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          flowType: 'pkce',
        },
      }),
    )
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
