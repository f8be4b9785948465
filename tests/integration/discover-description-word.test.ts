// Discover's search for a word that many published stories have in their description and almost
// none in their title ('friendship'): the stories with it in their title come first, then those with
// it in their description, newest first, and the next page goes on where the first ended. The
// first tier reads the few title matches through the titles' own index rather than walking the
// newest-first index to its end looking for more (at a million stories that walk outlived the
// visitor's statement timeout and Discover fell back to the prerendered page).
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESCRIPTION_SEED_WORD,
  removeSeededStories,
  seedPublishedStories,
} from '../support/seed-published-stories.ts';
import { visitorClient } from './support/test-users.ts';

const stack = inject('stack');
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
const tag = `description-word-${randomUUID().slice(0, 8)}`;
const word = DESCRIPTION_SEED_WORD;
const titled = `The ${word[0]!.toUpperCase()}${word.slice(1)} Bridge`;

interface DiscoverPage {
  stories: { id: string; title: string; description: string }[];
  next: string | null;
  previous: string | null;
}

async function discover(place?: { after?: string; before?: string }): Promise<DiscoverPage> {
  const { data, error } = await visitorClient().rpc('discover_stories', {
    search: word,
    ...(place ? { ...place, page: place.after ? 1 : 0 } : {}),
  });
  expect(error).toBeNull();
  return data as unknown as DiscoverPage;
}

/** Every published story with the word, those with it in their title first, each part newest first. */
async function expectedOrder(count: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from public.stories
     where is_public and deleted_at is null
       and public.discover_words(title, description) @@ to_tsquery('english', ${`${word}:*`})
     order by to_tsvector('english', coalesce(title, '')) @@ to_tsquery('english', ${`${word}:*`}) desc,
              published_at desc nulls last, id desc
     limit ${count}`;
  return rows.map((row) => row.id);
}

describe('Discover search for a word found in descriptions', () => {
  let titledId = '';

  beforeAll(async () => {
    await seedPublishedStories(sql, { count: 12_000, tag, authors: 20 });
    // One older story of the seed gets the word in its title, as the database's owner (the
    // publishing guard would refuse an edit of a published story's title).
    await sql.begin(async (tx) => {
      await tx.unsafe('set local session_replication_role = replica');
      const [story] = await tx<{ id: string }[]>`
        update public.stories set title = ${titled}
         where id = (select s.id from public.stories s join auth.users u on u.id = s.user_id
                      where u.email like ${`${tag}-%`}
                      order by s.published_at asc limit 1)
        returning id`;
      titledId = story!.id;
    });
  }, 120_000);

  afterAll(async () => {
    await removeSeededStories(sql, tag);
    await sql.end();
  });

  it('lists the story with it in its title first, then those with it in their description, newest first', async () => {
    const expected = await expectedOrder(24);
    const first = await discover();
    expect(first.stories.map((story) => story.id)).toEqual(expected.slice(0, 12));
    expect(first.stories[0]).toMatchObject({ id: titledId, title: titled });
    for (const story of first.stories.slice(1))
      expect(story.description.toLowerCase()).toContain(word);

    const second = await discover({ after: first.next! });
    expect(second.stories.map((story) => story.id)).toEqual(expected.slice(12, 24));

    const back = await discover({ before: second.previous! });
    expect(back.stories.map((story) => story.id)).toEqual(expected.slice(0, 12));
  });
});
