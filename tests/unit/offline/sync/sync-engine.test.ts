// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SyncEngine } from '@/offline/sync/sync-engine';
import { buildOperation } from '@/offline/queue/build-operation';
import type { SyncEvent } from '@/offline/sync/sync-events';
import { createTestDb } from '../support/create-test-db';

/** Only the session lookup: these runs stop before any table call (the server path is in tests/integration). */
function signedOutClient(gate: Promise<void> = Promise.resolve()): SupabaseClient {
  return {
    auth: { getSession: async () => (await gate, { data: { session: null } }) },
  } as unknown as SupabaseClient;
}

describe('SyncEngine guards', () => {
  it("refuses to run offline: 'Cannot sync while offline'", async () => {
    const engine = new SyncEngine({
      db: createTestDb(),
      client: signedOutClient(),
      isOnline: () => false,
    });
    await expect(engine.sync()).rejects.toThrow('Cannot sync while offline');
  });

  it("runs one sync at a time: 'Sync already in progress'", async () => {
    let open = () => undefined as void;
    const engine = new SyncEngine({
      db: createTestDb(),
      client: signedOutClient(new Promise<void>((resolve) => (open = resolve))),
    });
    const first = engine.sync();
    await expect(engine.sync()).rejects.toThrow('Sync already in progress');
    open();
    await first;
    await expect(engine.sync()).resolves.toMatchObject({ success: true });
  });

  it('signed out, queued operations wait for their owner instead of being refused by the server', async () => {
    const db = createTestDb();
    const op = buildOperation('insert', 'stories', crypto.randomUUID(), { title: 'Mine' });
    await db.operation_queue.add(op);
    const engine = new SyncEngine({ db, client: signedOutClient() });
    const events: SyncEvent['type'][] = [];
    engine.subscribe((event) => events.push(event.type));
    expect(await engine.sync()).toEqual({
      success: true,
      syncedStories: 0,
      syncedSegments: 0,
      conflicts: 0,
      errors: [],
    });
    expect(events).toEqual(['sync_started', 'sync_completed']);
    expect(await db.operation_queue.get(op.id)).toMatchObject({ status: 'pending', retryCount: 0 });
  });
});
