// Seeds published stories into a local stack's database as its owner, and prints how long it took.
// Usage: node --import tsx bench/seed-published-stories.ts --data-dir DIR [--stories 1000000]
// [--tag bench] (DIR is a stack's DATA_DIR: its stack.json names the database; the stack may be
// running or not, as long as its PostgreSQL is)
// or --database-url postgres://… instead of --data-dir. --remove takes the tag's seed back.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import {
  removeSeededStories,
  seedPublishedStories,
} from '../tests/support/seed-published-stories.ts';
import { readBenchOption } from './support/read-bench-option.ts';

const option = readBenchOption;
const dataDir = option('--data-dir');
const databaseUrl =
  option('--database-url') ??
  (dataDir
    ? (JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as { databaseUrl: string })
        .databaseUrl
    : undefined);
if (!databaseUrl) throw new Error('Name the database: --data-dir DIR or --database-url URL');
const count = Number(option('--stories') ?? 1_000_000);
const tag = option('--tag') ?? 'bench';

const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
try {
  if (process.argv.includes('--remove')) {
    await removeSeededStories(sql, tag);
    console.log(`removed the seed "${tag}"`);
  } else {
    const seconds = await seedPublishedStories(sql, { count, tag });
    const [all] = await sql<{ published: string }[]>`
      select count(*) as published from public.stories where is_public and deleted_at is null`;
    console.log(
      `seeded ${count} published stories in ${seconds.toFixed(1)} s (${all!.published} published in all; load ${loadavg()[0]!.toFixed(1)})`,
    );
  }
} finally {
  await sql.end();
}
