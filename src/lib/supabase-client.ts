import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';
import { getSupabaseConnection } from './supabase-connection';

export { getSupabaseConnection, type SupabaseConnection } from './supabase-connection';

/** The page's client, typed by the tables and functions the migrations define. */
export type StoryCanvasClient = SupabaseClient<Database>;

let client: Promise<StoryCanvasClient> | undefined;

/**
 * The one supabase-js client of the page, created when first needed. supabase-js is loaded then
 * too, so its ~46 KB (gzip) stay out of the first paint of every page.
 */
export function getSupabaseClient(): Promise<StoryCanvasClient> {
  client ??= Promise.all([getSupabaseConnection(), import('@supabase/supabase-js')])
    .then(([{ supabaseUrl, supabaseAnonKey }, { createClient }]) =>
      createClient<Database>(supabaseUrl, supabaseAnonKey, {
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
