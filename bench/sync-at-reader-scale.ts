// Prints what a reader with many stories waits for on a new device: the first pull of all their
// stories and parts through the sync engine (time, REST requests, the largest single answer and the
// heap it left), then a sync with nothing changed (time, REST requests), against a local stack it
// starts itself on a throwaway data directory, with the CPU each part spent on the first pull (this
// process is the device and the gateway).
// Usage: node --import tsx bench/sync-at-reader-scale.ts [--stories 1000] [--parts 20]
import 'fake-indexeddb/auto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';
import { createStoryCanvasDb } from '../src/offline/db.ts';
import { SyncEngine } from '../src/offline/sync/sync-engine.ts';
import { memoryAuthStorage } from './support/memory-auth-storage.ts';
import { readBenchOption } from './support/read-bench-option.ts';
import { describeCpuPer, readProcessTreeCpu } from './support/read-process-tree-cpu.ts';
import { startThrowawayStack } from './support/start-throwaway-stack.ts';

const stories = Number(readBenchOption('--stories') ?? 1000);
const partsPerStory = Number(readBenchOption('--parts') ?? 20);

/** What the client asked of /rest/v1, and the largest answer it had to hold at once. */
const traffic = { requests: 0, largestAnswerBytes: 0 };

const stack = await startThrowawayStack('sync');
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
try {
  const client = createClient<Database>(stack.url, stack.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      storage: memoryAuthStorage(),
    },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (!String(input instanceof Request ? input.url : input).includes('/rest/v1/'))
          return response;
        traffic.requests += 1;
        const bytes = await response.arrayBuffer();
        traffic.largestAnswerBytes = Math.max(traffic.largestAnswerBytes, bytes.byteLength);
        return new Response(bytes, response);
      },
    },
  });
  const { data, error } = await client.auth.signUp({
    email: `bench-sync-${Date.now()}@storycanvas.test`,
    password: 'correct horse battery staple',
  });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  const userId = data.session.user.id;

  // Written as the database owner with the triggers off, as the reader's other device left them.
  const seedStarted = performance.now();
  await sql.begin(async (tx) => {
    await tx.unsafe('set local session_replication_role = replica');
    await tx.unsafe(
      `insert into public.stories (id, user_id, title, description, genre, target_age, segment_count,
                                   created_at, updated_at)
       select md5($1 || n)::uuid, $1::uuid, 'Story ' || n, 'The reader''s story number ' || n,
              'adventure', '7-9', $3, now() - n * interval '1 minute', now() - n * interval '1 minute'
         from generate_series(1, $2) as n`,
      [userId, stories, partsPerStory],
    );
    await tx.unsafe(
      `insert into public.story_segments (id, story_id, segment_text, choices, is_end,
                                          sequence_number, created_at, updated_at)
       select gen_random_uuid(), md5($1 || s)::uuid,
              repeat('Once upon a time a fox went looking for the moon. ', 12),
              array['Go on', 'Turn back'], p = $3, p,
              now() - s * interval '1 minute', now() - s * interval '1 minute' + p * interval '1 ms'
         from generate_series(1, $2) as s, generate_series(1, $3) as p`,
      [userId, stories, partsPerStory],
    );
  });
  console.log(
    `seeded ${stories} stories and ${stories * partsPerStory} parts for one reader in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const db = createStoryCanvasDb(`bench-sync-${Date.now()}`);
  const engine = new SyncEngine({ db, client });
  const heapBefore = process.memoryUsage().heapUsed;
  traffic.requests = 0;
  const cpuBefore = readProcessTreeCpu();
  const pullStarted = performance.now();
  const first = await engine.sync();
  const pullMs = performance.now() - pullStarted;
  const pullCpu = describeCpuPer(cpuBefore, readProcessTreeCpu(), 1, 'pull');
  const heapAfter = process.memoryUsage().heapUsed;
  const [storiesOnDevice, partsOnDevice] = await Promise.all([
    db.stories.count(),
    db.story_segments.count(),
  ]);
  console.log(
    `new device, first pull: ${storiesOnDevice} stories and ${partsOnDevice} parts in ${(pullMs / 1000).toFixed(1)} s, ${traffic.requests} REST requests, largest answer ${(traffic.largestAnswerBytes / 1024).toFixed(0)} KB, heap +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(0)} MB, success=${first.success}; ${pullCpu} (load ${loadavg()[0]!.toFixed(1)})`,
  );

  traffic.requests = 0;
  const againStarted = performance.now();
  const again = await engine.sync();
  console.log(
    `sync with nothing changed: ${(performance.now() - againStarted).toFixed(0)} ms, ${traffic.requests} REST requests, success=${again.success} (load ${loadavg()[0]!.toFixed(1)})`,
  );
  engine.dispose();
} finally {
  await sql.end();
  await stack.stop();
}
process.exit(0);
