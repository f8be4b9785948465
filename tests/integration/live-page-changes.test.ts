// The live-page cache is emptied by the database's notice of a change a visitor could see, not by
// every write: a reader's sync of a private story keeps the pages, and a publish, a like and a
// publishing author's new name each empty them.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLivePageCache } from '../../server/gateway/live-page-cache.ts';
import {
  forgetLivePagesOnChange,
  LIVE_PAGE_CHANNEL,
} from '../../server/gateway/forget-live-pages-on-change.ts';
import { publishAsService } from './support/publish-as-service.ts';
import { signUpTestUser, type TestUser } from './support/test-users.ts';

const stack = inject('stack');
/** Notices reach one connection in commit order: one sent after a write arrives after the write's. */
const SENTINEL_CHANNEL = 'live_page_test_sentinel';

describe('the live pages after a write', () => {
  // One connection for both channels, so the sentinel's notice follows any notice of the write.
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
  // Long enough that no page expires while the test runs: only a notice empties the cache.
  const cache = createLivePageCache({ ttlMs: 10 * 60_000 });
  const changes: string[] = [];
  const sentinels: string[] = [];
  let rendered = 0;
  const render = () => Promise.resolve(`<p>render ${++rendered}</p>`);
  const discover = async () => (await cache.read('/discover', render))?.html;
  let reader: TestUser;
  const story = crypto.randomUUID();

  /** Every notice of the writes made so far has arrived. */
  async function noticesArrived(): Promise<void> {
    const mark = crypto.randomUUID();
    await sql.notify(SENTINEL_CHANNEL, mark);
    await expect.poll(() => sentinels.includes(mark), { timeout: 10_000 }).toBe(true);
  }

  beforeAll(async () => {
    await forgetLivePagesOnChange(sql, cache);
    await sql.listen(LIVE_PAGE_CHANNEL, (table) => changes.push(table));
    await sql.listen(SENTINEL_CHANNEL, (mark) => sentinels.push(mark));
    reader = await signUpTestUser('live-page-reader');
  });
  afterAll(() => sql.end());

  it('keeps the pages through a private story’s sync and empties them when it is published, liked or its author renamed', async () => {
    expect(await discover()).toBe('<p>render 1</p>');

    const stories = await reader.client.from('stories').upsert(
      [
        {
          id: story,
          user_id: reader.user.id,
          title: 'Only mine',
          updated_at: new Date().toISOString(),
        },
      ],
      { onConflict: 'id' },
    );
    expect(stories.error).toBeNull();
    const parts = await reader.client.from('story_segments').upsert(
      [1, 2].map((sequence_number) => ({
        id: crypto.randomUUID(),
        story_id: story,
        segment_text: `Part ${sequence_number}`,
        sequence_number,
      })),
      { onConflict: 'id' },
    );
    expect(parts.error).toBeNull();
    await noticesArrived();
    expect(changes).toEqual([]);
    expect(await discover()).toBe('<p>render 1</p>');

    await publishAsService(story);
    await noticesArrived();
    expect(changes).toEqual(['stories']);
    expect(await discover()).toBe('<p>render 2</p>');

    const like = await reader.client
      .from('story_likes')
      .insert({ story_id: story, user_id: reader.user.id });
    expect(like.error).toBeNull();
    await noticesArrived();
    expect(changes).toEqual(['stories', 'stories']);
    expect(await discover()).toBe('<p>render 3</p>');

    const renamed = await reader.client
      .from('profiles')
      .upsert({ id: reader.user.id, display_name: 'A new pen name' }, { onConflict: 'id' });
    expect(renamed.error).toBeNull();
    await noticesArrived();
    expect(changes).toEqual(['stories', 'stories', 'profiles']);
    expect(await discover()).toBe('<p>render 4</p>');
  });
});
