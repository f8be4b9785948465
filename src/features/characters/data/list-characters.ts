import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { userScope } from '@/lib/user-scope';
import type { Character } from './character-data';

export const listCharactersInputSchema = z.string().check(z.minLength(1));

/** The user's saved characters, oldest first. */
export async function listCharacters(userId: string): Promise<Character[]> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('user_characters')
    .select('id, name, role, description, traits')
    .eq('user_id', listCharactersInputSchema.parse(userId))
    .order('created_at')
    .retry(false);
  if (error) throw new Error(error.message);
  return data;
}

export const charactersQueryKey = (userId: string) => [...userScope(userId), 'characters'] as const;

/** One list for the characters page and the story wizard; offline it fails at once and shows none. */
export const listCharactersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: charactersQueryKey(userId),
    queryFn: () => listCharacters(userId),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
