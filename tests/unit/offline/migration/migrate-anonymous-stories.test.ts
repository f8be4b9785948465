import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AnonymousStoryMigration } from '@/offline/migration/migrate-anonymous-stories';
import { saveStory } from '@/offline/repositories/save-story';
import { createTestDb } from '../support/create-test-db';

/** Only the session lookup: these tests stop before any server call (the server path is in tests/integration). */
function clientWithSession(userId: string | null, gate?: Promise<void>): SupabaseClient {
  return {
    auth: {
      getSession: async () => ({ data: { session: userId ? { user: { id: userId } } : null } }),
    },
    from: () => ({
      upsert: () => ({
        select: async () => (
          await gate,
          { data: null, error: { message: 'refused', code: '42501' }, status: 403 }
        ),
      }),
      update: () => ({
        eq: () => ({ is: () => ({ select: async () => ({ data: [], error: null }) }) }),
      }),
    }),
  } as unknown as SupabaseClient;
}

describe('AnonymousStoryMigration', () => {
  it("requires a signed-in user: 'You must be signed in to migrate stories'", async () => {
    const migration = new AnonymousStoryMigration(createTestDb(), clientWithSession(null));
    await expect(migration.migrate()).rejects.toThrow('You must be signed in to migrate stories');
  });

  it("runs one migration at a time: 'Migration already in progress'", async () => {
    const db = createTestDb();
    localStorage.clear();
    await saveStory(db, { title: 'Waiting' });
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const migration = new AnonymousStoryMigration(db, clientWithSession('user-1', gate));
    const first = migration.migrate();
    await expect
      .poll(
        async () => (await migration.migrate().catch((error: Error) => error.message)) as string,
      )
      .toBe('Migration already in progress');
    open();
    const result = await first;
    expect(result).toMatchObject({
      success: false,
      migratedCount: 0,
      failedCount: 1,
      partialMigration: false,
    });
    expect(migration.failedStoryIds).toHaveLength(1);
    expect((await db.stories.toArray())[0]?.user_id).toBeNull();
  });
});
