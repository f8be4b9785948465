// Prints how long replaying 1,000 queued operations against the local stack takes and how many
// HTTP requests it needs, beside a one-request-per-operation baseline in the same run.
// Needs a running stack (`npm start`): reads $STACK_JSON or $DATA_DIR/stack.json (default .data).
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';
import { createStoryCanvasDb, type StoryCanvasDB } from '../src/offline/db.ts';
import { saveStory } from '../src/offline/repositories/save-story.ts';
import { updateStory } from '../src/offline/repositories/update-story.ts';
import { saveSegment } from '../src/offline/repositories/save-segment.ts';
import { updateSegment } from '../src/offline/repositories/update-segment.ts';
import { SyncEngine } from '../src/offline/sync/sync-engine.ts';
import { stripLocalFields } from '../src/offline/offline-records.ts';
import { memoryAuthStorage } from './support/memory-auth-storage.ts';

const stackFile = process.env.STACK_JSON ?? join(process.env.DATA_DIR ?? '.data', 'stack.json');
const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as { url: string; anonKey: string };

async function signedInClient(counter: {
  requests: number;
}): Promise<{ client: SupabaseClient<Database>; userId: string }> {
  const client = createClient<Database>(stack.url, stack.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      storage: memoryAuthStorage(),
    },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/rest/v1/'))
          counter.requests += 1;
        return fetch(input, init);
      },
    },
  });
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { data, error } = await client.auth.signUp({
    email,
    password: 'correct horse battery staple',
  });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, userId: data.session.user.id };
}

/** 100 stories (insert + edit) and 400 segments (insert + edit): 1,000 queued operations. */
async function queueThousandOperations(db: StoryCanvasDB, userId: string): Promise<void> {
  for (let s = 0; s < 100; s += 1) {
    const story = await saveStory(db, { title: `Bench ${s}`, user_id: userId });
    await updateStory(db, story.id, { title: `Bench ${s} (edited)` });
    for (let n = 1; n <= 4; n += 1) {
      const segment = await saveSegment(db, {
        story_id: story.id,
        segment_text: `Part ${n}`,
        sequence_number: n,
      });
      await updateSegment(db, segment.id, { segment_text: `Part ${n} revised` });
    }
  }
}

async function runEngine(): Promise<void> {
  const counter = { requests: 0 };
  const { client, userId } = await signedInClient(counter);
  const db = createStoryCanvasDb(`bench-replay-${Date.now()}`);
  await queueThousandOperations(db, userId);
  const operations = await db.operation_queue.count();
  counter.requests = 0;
  const start = performance.now();
  const result = await new SyncEngine({ db, client }).sync();
  const elapsed = performance.now() - start;
  console.log(
    `sync engine (batches of 50, coalesced): ${operations} ops in ${elapsed.toFixed(0)} ms, ${counter.requests} HTTP requests, success=${result.success}`,
  );
}

async function runBaseline(): Promise<void> {
  const counter = { requests: 0 };
  const { client, userId } = await signedInClient(counter);
  const db = createStoryCanvasDb(`bench-baseline-${Date.now()}`);
  await queueThousandOperations(db, userId);
  const operations = await db.operation_queue.orderBy('createdAt').toArray();
  counter.requests = 0;
  const start = performance.now();
  for (const operation of operations) {
    const table = db[operation.targetTable];
    const row = await table.get(operation.recordId);
    const { error } = await client
      .from(operation.targetTable)
      // A row of either table: the union of the two tables' insert types fits neither.
      .upsert({ ...stripLocalFields(row!), ...operation.payload } as never, { onConflict: 'id' });
    if (error) throw new Error(error.message);
  }
  const elapsed = performance.now() - start;
  console.log(
    `baseline (one upsert per operation): ${operations.length} ops in ${elapsed.toFixed(0)} ms, ${counter.requests} HTTP requests`,
  );
}

console.log(`offline replay against ${stack.url}`);
await runBaseline();
await runEngine();
process.exit(0);
