import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@shared/database.ts';
import type { StoryCanvasClient } from './supabase-client';

/**
 * The client a page rendered on the server reads with: PostgREST as the anonymous role, so row
 * level security shows it exactly what any stranger may read (published stories, their parts,
 * their authors' names) and nothing of any account. Nobody signs in on the server.
 */
export function createAnonymousClient(restUrl: string, anonKey: string): StoryCanvasClient {
  const rest = new PostgrestClient<Database>(restUrl, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  return {
    get auth(): never {
      throw new Error('Nobody signs in to a page the server renders');
    },
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
  };
}
