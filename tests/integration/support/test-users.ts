// Test accounts on the local stack: signs a user up through the real auth API and returns a
// supabase-js client acting as them, plus clients for visitors and the service role.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';
import { inject } from 'vitest';
import { createNodeSupabaseClient } from './create-sync-device.ts';

export const TEST_PASSWORD = 'correct horse battery';
export const ADMIN_EMAIL = 'admin@storycanvas.test';

export interface TestUser {
  client: SupabaseClient<Database>;
  user: User;
  email: string;
  accessToken: string;
}

let counter = 0;

export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@storycanvas.test`;
}

export async function signUpTestUser(label: string, email = uniqueEmail(label)): Promise<TestUser> {
  const stack = inject('stack');
  const client = createNodeSupabaseClient(stack.url, stack.anonKey);
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error && error.code === 'user_already_exists') {
    const signIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('No session');
    return { client, user: signIn.data.user, email, accessToken: signIn.data.session.access_token };
  }
  if (error || !data.user || !data.session) throw error ?? new Error('Sign-up returned no session');
  return { client, user: data.user, email, accessToken: data.session.access_token };
}

export function visitorClient(): SupabaseClient<Database> {
  const stack = inject('stack');
  return createNodeSupabaseClient(stack.url, stack.anonKey);
}

export function serviceClient(): SupabaseClient<Database> {
  const stack = inject('stack');
  return createNodeSupabaseClient(stack.url, stack.serviceRoleKey);
}

/**
 * The client without the schema's types, for the RLS and RPC matrices: they walk tables and
 * functions by name from a list, with rows as plain records.
 */
export function withoutSchema(client: SupabaseClient<Database>): SupabaseClient {
  return client as unknown as SupabaseClient;
}
