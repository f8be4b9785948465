// Discover's search while a word is still being typed, at the point where the English stemmer would
// change the letters typed so far: 'pony' on the way to 'ponytail' is stemmed to 'poni', which
// starts no word of the story, yet a reader sees the story stay in the list as they type its word.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeSeededStories, seedPublishedStories } from '../support/seed-published-stories.ts';
import { visitorClient } from './support/test-users.ts';

const stack = inject('stack');
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
const tag = `word-cut-short-${randomUUID().slice(0, 8)}`;
/** A made-up word only this story has, so each search below can find it alone. */
const rareWord = `quillimor${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)}`;
const storyId = randomUUID();

async function discover(search: string): Promise<string[]> {
  const { data, error } = await visitorClient().rpc('discover_stories', { search });
  expect(error).toBeNull();
  return (data as unknown as { stories: { id: string }[] }).stories.map((story) => story.id);
}

describe('Discover search for a word cut short where the stemmer changes its end', () => {
  beforeAll(async () => {
    await seedPublishedStories(sql, { count: 1, tag, authors: 1 });
    const [author] = await sql<{ id: string }[]>`
      select id from auth.users where email like ${`${tag}-%`} limit 1`;
    await sql`insert into public.stories (id, user_id, title, description, genre, target_age,
                                          is_public, published_at, segment_count)
              values (${storyId}, ${author!.id}, 'The Ponytail Parade',
                      ${`A fairytale storyteller and a ${rareWord} braid a ponytail at dawn.`},
                      'adventure', '7-9', true, now(), 4)`;
  });

  afterAll(async () => {
    await removeSeededStories(sql, tag);
    await sql.end();
  });

  it.each(['pony', 'fairy', 'story'])(
    "finds the story by '%s', the start of a word of it, as it finds it by the word whole",
    async (typed) => {
      const whole = { pony: 'ponytail', fairy: 'fairytale', story: 'storyteller' }[typed]!;
      expect(await discover(`${rareWord} ${whole}`)).toEqual([storyId]);
      expect(await discover(`${rareWord} ${typed}`)).toEqual([storyId]);
    },
  );

  it('still finds a word typed whole by its stem, and nothing for a word the story lacks', async () => {
    expect(await discover(`${rareWord} ponytails`)).toEqual([storyId]);
    expect(await discover(`${rareWord} pano`)).toEqual([]);
  });
});
