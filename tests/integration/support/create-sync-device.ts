// One simulated device for sync integration tests and benches: its own IndexedDB (fake-indexeddb),
// a real supabase-js client (Node 20: ws transport, in-memory auth storage) signed in as a user,
// and a sync engine — the same code the browser runs.
import 'fake-indexeddb/auto';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';
import { createStoryCanvasDb, type StoryCanvasDB } from '../../../src/offline/db';
import { SyncEngine, type SyncEngineOptions } from '../../../src/offline/sync/sync-engine';
import { createMemoryCheckpointStore } from '../../../src/offline/sync/sync-checkpoint';

export interface SyncDevice {
  db: StoryCanvasDB;
  client: SupabaseClient<Database>;
  engine: SyncEngine;
  userId: string;
}

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

export interface NodeClientOptions {
  flowType?: 'implicit' | 'pkce';
  /** A fetch standing in for the network, for tests of lost answers. */
  fetch?: typeof fetch;
}

export function createNodeSupabaseClient(
  url: string,
  anonKey: string,
  options: NodeClientOptions = {},
): SupabaseClient<Database> {
  return createClient<Database>(url, anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      storage: memoryStorage(),
      flowType: options.flowType ?? 'implicit',
    },
    realtime: { transport: WebSocket as never },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

let deviceNumber = 0;

/** Signs in (or signs up, when `signUp`) and returns a device with an empty store. */
export async function createSyncDevice(
  url: string,
  anonKey: string,
  credentials: { email: string; password: string; signUp?: boolean },
  options: Partial<Omit<SyncEngineOptions, 'db' | 'client'>> = {},
): Promise<SyncDevice> {
  const client = createNodeSupabaseClient(url, anonKey);
  const auth = credentials.signUp
    ? await client.auth.signUp({ email: credentials.email, password: credentials.password })
    : await client.auth.signInWithPassword({
        email: credentials.email,
        password: credentials.password,
      });
  if (auth.error || !auth.data.session)
    throw new Error(
      `Could not sign in ${credentials.email}: ${auth.error?.message ?? 'no session'}`,
    );
  deviceNumber += 1;
  const db = createStoryCanvasDb(`StoryCanvasDB-device-${deviceNumber}-${Date.now()}`);
  const engine = new SyncEngine({
    db,
    client,
    checkpoints: createMemoryCheckpointStore(),
    ...options,
  });
  return { db, client, engine, userId: auth.data.session.user.id };
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
