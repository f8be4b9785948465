import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@shared/database.ts';
import { grownUpProofHeaders } from './grown-up-proof';
import type { StoryCanvasClient } from './story-canvas-client';
import type { SupabaseConnection } from './supabase-connection';

/**
 * The page's backend client: supabase-js's client cut to what the app calls, sign-in (auth-js) and
 * the database (postgrest-js), put together the way supabase-js puts them together (same auth
 * options, same session key, every request carrying the reader's token), and the grown-up proof
 * when the device holds one. supabase-js would also
 * bring Realtime and Storage, which the browser never uses: ~20 KB of gzip on every page.
 */
export function createStoryCanvasClient({
  supabaseUrl,
  supabaseAnonKey,
}: Pick<SupabaseConnection, 'supabaseUrl' | 'supabaseAnonKey'>): StoryCanvasClient {
  const base = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
    // supabase-js's own key, so a reader signed in by an earlier version stays signed in.
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    // PKCE: emailed links bring back a one-use code, never tokens in the URL or history.
    flowType: 'pkce',
  });
  const fetchWithSession: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', supabaseAnonKey);
    if (!headers.has('Authorization'))
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? supabaseAnonKey}`);
    for (const [name, value] of Object.entries(grownUpProofHeaders())) headers.set(name, value);
    return fetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient<Database>(new URL('rest/v1', base).href, {
    fetch: fetchWithSession,
  });
  return { auth, from: rest.from.bind(rest), rpc: rest.rpc.bind(rest) };
}
