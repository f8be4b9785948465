// Shared helper for integration tests that only need "some signed-in user": signs a new account up
// through the real auth API (via test-users.ts) and returns the supabase-js client acting as it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';
import { signUpTestUser } from './test-users.ts';

export async function createTestUser(
  label = 'user',
  email?: string,
): Promise<SupabaseClient<Database>> {
  const { client } = await signUpTestUser(label, email);
  return client;
}
