// Prints the p95 of each kind of Discover page as a visitor opens it (the gateway's live render of
// /discover?…, which reads PostgREST as the anonymous role), on a database seeded with published
// stories, then 40 visitors at once mixing every kind for 15 s: p99, errors, and pages that fell
// back to the prerendered Discover (no live data in them). Each kind is also opened at an address
// never rendered before (an extra parameter the page ignores: the live render with nothing cached),
// and 200 ms after the database's live-page notice of a publish, as the next visitor opens it, with
// the CPU the stack spent per such page (the server's node, PostgREST, PostgreSQL).
// Usage: node --import tsx bench/discover-at-scale.ts [--stories 1000000] [--data-dir DIR]
// [--dist dist] [--runs 40] [--only first,rare]
// DIR (default .tmp/bench-discover) is kept, so a second run reuses its seed; the stories are
// seeded again when fewer than --stories of the seed are there.
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import {
  COMMON_SEED_WORD,
  DESCRIPTION_SEED_WORD,
  RARE_SEED_WORD,
  removeSeededStories,
  seedPublishedStories,
} from '../tests/support/seed-published-stories.ts';
import { LIVE_PAGE_CHANNEL } from '../server/gateway/forget-live-pages-on-change.ts';
import { readBenchOption } from './support/read-bench-option.ts';
import { describeCpuPer, readProcessTreeCpu } from './support/read-process-tree-cpu.ts';
import { startBuildStack, type StackInfo } from './support/start-build-stack.ts';

const option = readBenchOption;
const stories = Number(option('--stories') ?? 1_000_000);
const runs = Number(option('--runs') ?? 40);
const dataDir = resolve(option('--data-dir') ?? '.tmp/bench-discover');
const dist = resolve(option('--dist') ?? 'dist');
const only = option('--only')?.split(',');
const TAG = 'bench-discover';
const VISITORS = 40;
const MIX_MS = 15_000;

/**
 * The address of page 400 as a visitor reaches it: the app's Next writes the page number and where
 * the page starts (after the last story of page 399). A database without discover_stories pages by
 * skipping, and its address is the page number alone.
 */
async function pageFourHundred(stack: StackInfo): Promise<string> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/discover_stories?page=398&page_size=12`, {
    headers: { apikey: stack.anonKey },
  });
  if (response.status === 404) return '/discover?page=399';
  const { next } = (await response.json()) as { next: string };
  return `/discover?page=399&after=${encodeURIComponent(next)}`;
}

interface Visit {
  ms: number;
  ok: boolean;
  live: boolean;
}

async function visit(url: string): Promise<Visit> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    const html = await response.text();
    return {
      ms: performance.now() - started,
      ok: response.status === 200,
      live: html.includes('id="page-data"'),
    };
  } catch {
    return { ms: performance.now() - started, ok: false, live: false };
  }
}

/** Time for the gateway to hear the notice a publish sends before the visitor comes. */
const NOTICE_PAUSE_MS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

mkdirSync(dataDir, { recursive: true });
const { info, child } = await startBuildStack(dist, dataDir);
const sql = postgres(
  (await import(resolve(dataDir, 'stack.json'), { with: { type: 'json' } })).default
    .databaseUrl as string,
  { max: 1, onnotice: () => undefined },
);
try {
  const [count] = await sql<{ seeded: number }[]>`
    select count(*)::int as seeded from public.stories s join auth.users u on u.id = s.user_id
     where u.email like ${`${TAG}-%`}`;
  if (count!.seeded < stories) {
    await removeSeededStories(sql, TAG);
    const seconds = await seedPublishedStories(sql, { count: stories, tag: TAG });
    console.log(`seeded ${stories} published stories in ${seconds.toFixed(1)} s`);
  }
  const kinds: Record<string, string> = {
    first: '/discover',
    genre: '/discover?genre=adventure',
    age: '/discover?age=7-9',
    'genre+age': '/discover?genre=adventure&age=7-9',
    'most liked': '/discover?sort=most-liked',
    longest: '/discover?sort=longest',
    [`common word (${COMMON_SEED_WORD})`]: `/discover?search=${COMMON_SEED_WORD}`,
    [`rare word (${RARE_SEED_WORD})`]: `/discover?search=${RARE_SEED_WORD}`,
    [`word in descriptions only (${DESCRIPTION_SEED_WORD})`]: `/discover?search=${DESCRIPTION_SEED_WORD}`,
    [`start of a common word (${COMMON_SEED_WORD.slice(0, 4)})`]: `/discover?search=${COMMON_SEED_WORD.slice(0, 4)}`,
    'page 400': await pageFourHundred(info),
  };
  const chosen = Object.entries(kinds).filter(
    ([name]) => !only || only.some((word) => name.startsWith(word)),
  );
  console.log(
    `${stories} published stories; ${runs} visits per kind; load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  const visitAfterPublish = async (url: string) => {
    await sql.notify(LIVE_PAGE_CHANNEL, 'stories');
    await new Promise((resolvePause) => setTimeout(resolvePause, NOTICE_PAUSE_MS));
    return visit(url);
  };
  // The first visit renders the page; the gateway serves that render again for a few seconds.
  console.log(
    '| query | first visit | p50 | p95 | fell back | never rendered p50 / p95 | after a publish p50 / p95 | CPU per page rendered |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, path] of chosen) {
    const first = await visit(`${info.url}${path}`);
    for (let warm = 0; warm < 2; warm += 1) await visit(`${info.url}${path}`);
    const visits: Visit[] = [];
    for (let run = 0; run < runs; run += 1) visits.push(await visit(`${info.url}${path}`));
    const neverRendered: Visit[] = [];
    const afterPublish: Visit[] = [];
    const cpuBefore = readProcessTreeCpu();
    for (let run = 0; run < runs; run += 1) {
      const fresh = `${path}${path.includes('?') ? '&' : '?'}visit=${Date.now()}-${run}`;
      neverRendered.push(await visit(`${info.url}${fresh}`));
      afterPublish.push(await visitAfterPublish(`${info.url}${path}`));
    }
    const renderCpu = describeCpuPer(cpuBefore, readProcessTreeCpu(), runs * 2, 'page');
    const times = visits.map((one) => one.ms);
    const spread = (some: Visit[]) => {
      const ms = some.map((one) => one.ms);
      return `${percentile(ms, 50).toFixed(0)} / ${percentile(ms, 95).toFixed(0)} ms`;
    };
    const fellBack = [...visits, ...neverRendered, ...afterPublish].filter(
      (one) => !one.ok || !one.live,
    ).length;
    console.log(
      `| ${name} | ${first.ms.toFixed(0)} ms | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${fellBack} | ${spread(neverRendered)} | ${spread(afterPublish)} | ${renderCpu} |`,
    );
  }

  const mixed: Visit[] = [];
  const mixCpuBefore = readProcessTreeCpu();
  const deadline = performance.now() + MIX_MS;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitor) => {
      for (let turn = visitor; performance.now() < deadline; turn += 1)
        mixed.push(await visit(`${info.url}${chosen[turn % chosen.length]![1]}`));
    }),
  );
  const times = mixed.map((one) => one.ms);
  const mixCpu = describeCpuPer(mixCpuBefore, readProcessTreeCpu(), mixed.length, 'page');
  console.log(
    `${VISITORS} visitors for ${MIX_MS / 1000} s, kinds mixed: ${mixed.length} pages, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, ${mixed.filter((one) => !one.ok).length} errors, ${mixed.filter((one) => one.ok && !one.live).length} fell back to the prerendered page; ${mixCpu} (load ${loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  await sql.end();
  child.kill('SIGTERM');
}
