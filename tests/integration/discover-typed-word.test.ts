// Discover's search for the start of a word being typed ('drag' for 'dragon') on a database where
// more than a thousand published stories start a word with it, so discover_stories walks the
// newest-first index instead of reading every match: a visitor still gets the stories with it in
// their title first, newest first, the next page goes on where the first ended, and "about N
// stories" is near the true number, not the planner's flat guess for a prefix.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  COMMON_SEED_WORD,
  removeSeededStories,
  seedPublishedStories,
} from '../support/seed-published-stories.ts';
import { visitorClient } from './support/test-users.ts';

const stack = inject('stack');
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
const tag = `typed-word-${randomUUID().slice(0, 8)}`;
const typed = COMMON_SEED_WORD.slice(0, 4);

interface DiscoverPage {
  stories: { id: string; title: string }[];
  total: number;
  total_is_estimate: boolean;
  next: string | null;
}

async function discover(after?: string): Promise<DiscoverPage> {
  const { data, error } = await visitorClient().rpc('discover_stories', {
    search: typed,
    ...(after ? { after, page: 1 } : {}),
  });
  expect(error).toBeNull();
  return data as unknown as DiscoverPage;
}

/** The published stories whose title has a word starting with the typed letters, newest first. */
async function titleMatches(count: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from public.stories
     where is_public and deleted_at is null
       and to_tsvector('english', title) @@ to_tsquery('english', ${`${typed}:*`})
     order by published_at desc nulls last, id desc
     limit ${count}`;
  return rows.map((row) => row.id);
}

describe('Discover search for a word being typed', () => {
  beforeAll(async () => {
    // About one story in eight has the common word; 12,000 give well over a thousand.
    await seedPublishedStories(sql, { count: 12_000, tag, authors: 20 });
    // As autovacuum would after so many new rows: the words' statistics are what the total reads.
    await sql`analyze public.stories`;
  }, 120_000);

  afterAll(async () => {
    await removeSeededStories(sql, tag);
    await sql.end();
  });

  it('lists the stories with it in their title first, newest first, and pages on from there', async () => {
    const first = await discover();
    const expected = await titleMatches(24);
    expect(first.stories.map((story) => story.id)).toEqual(expected.slice(0, 12));
    for (const story of first.stories) expect(story.title.toLowerCase()).toContain(typed);
    expect(first.total_is_estimate).toBe(true);
    expect(first.total).toBeGreaterThan(1000);

    const second = await discover(first.next!);
    expect(second.stories.map((story) => story.id)).toEqual(expected.slice(12, 24));
  });

  it('says about how many stories have a word starting with it', async () => {
    const [matching] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.stories
       where is_public and deleted_at is null
         and public.discover_words(title, description) @@ to_tsquery('english', ${`${typed}:*`})`;
    const count = matching!.count;
    const { total, total_is_estimate } = await discover();
    expect(count).toBeGreaterThan(1000);
    expect(total_is_estimate).toBe(true);
    expect(Math.abs(total - count) / count).toBeLessThan(0.2);
  });
});
