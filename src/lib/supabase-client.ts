import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabaseConnection } from './supabase-connection';

export { getSupabaseConnection, type SupabaseConnection } from './supabase-connection';

let client: Promise<SupabaseClient> | undefined;

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
