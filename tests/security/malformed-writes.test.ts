// What the attacker's probe tried with hand-written requests: a story with no title at all (body
// null or a bare string), user metadata nested 150,000 deep or megabytes wide, and counting
// someone else's story against their own monthly allowance.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';

describe('malformed writes', () => {
  const stack = inject('stack');
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    owner = await signUpTestUser('malformed-owner');
    other = await signUpTestUser('malformed-other');
  });
  afterAll(() => sql.end());

  const storyCount = async () =>
    Number((await sql`select count(*) from public.stories`)[0]!.count as string);

  describe('a story needs a real title', () => {
    it.each([
      ['null', () => 'null'],
      ['a bare string', () => '"str"'],
      ['a number', () => '7'],
      [
        'a row with no title',
        () => JSON.stringify({ id: crypto.randomUUID(), user_id: owner.user.id }),
      ],
    ])('POST /rest/v1/stories with %s is refused and creates nothing', async (_, makeBody) => {
      const before = await storyCount();
      const response = await fetch(`${stack.url}/rest/v1/stories`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${owner.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: makeBody(),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
      expect(await storyCount()).toBe(before);
    });

    it('a blank title is refused whoever writes it, and a titled story is still written', async () => {
      const blank = await owner.client
        .from('stories')
        .insert({ id: crypto.randomUUID(), user_id: owner.user.id, title: '   ' });
      expect(blank.error?.code).toBe('23514');
      await expect(
        sql`insert into public.stories (id, title) values (${crypto.randomUUID()}, '')`,
      ).rejects.toThrow(/stories_title_present/);
      const titled = await owner.client
        .from('stories')
        .insert({ id: crypto.randomUUID(), user_id: owner.user.id, title: 'The Lost Kite' });
      expect(titled.error).toBeNull();
    });
  });

  describe('user metadata is limited in depth and size', () => {
    const putUser = (body: string) =>
      fetch(`${stack.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${owner.accessToken}`,
          'Content-Type': 'application/json',
        },
        body,
      });

    it('150,000 nested objects are refused with a JSON error and nothing is stored', async () => {
      const depth = 150_000;
      const response = await putUser(
        `{"data":{"a":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'bad_json' });
      const [row] =
        await sql`select raw_user_meta_data ? 'a' as stored from auth.users where id = ${owner.user.id}`;
      expect(row!.stored).toBe(false);
    });

    it('metadata over 8 KB is refused, the size past which its owner’s tokens would be refused', async () => {
      const response = await putUser(JSON.stringify({ data: { bio: 'x'.repeat(9 * 1024) } }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
    });

    it('a profile’s name and picture are still saved', async () => {
      const { data, error } = await owner.client.auth.updateUser({
        data: {
          full_name: 'Maya Reader',
          avatar_url: 'https://example.test/maya.png',
          prefs: { a: { b: 1 } },
        },
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({ full_name: 'Maya Reader' });
    });
  });

  describe('claim_story_usage counts only the caller’s own or new stories', () => {
    const claim = (user: TestUser, story: string) =>
      user.client.rpc('claim_story_usage', { story_uuid: story });
    const countedFor = async (story: string) =>
      (await sql`select user_id from public.story_usage_counts where story_id = ${story}`)[0]
        ?.user_id as string | undefined;

    it('another user’s story that is not counted yet is refused and stays uncounted', async () => {
      const story = crypto.randomUUID();
      await sql`insert into public.stories (id, user_id, title) values (${story}, ${owner.user.id}, 'Not yours')`;
      // A story that reached the server before it was counted (the trigger's count undone).
      await sql`delete from public.story_usage_counts where story_id = ${story}`;
      const { error } = await claim(other, story);
      expect(error?.code).toBe('42501');
      expect(await countedFor(story)).toBeUndefined();
      expect((await claim(owner, story)).data).toBe('counted');
      expect(await countedFor(story)).toBe(owner.user.id);
    });

    it('a story on the server with no owner is refused', async () => {
      const story = crypto.randomUUID();
      await sql`insert into public.stories (id, user_id, title) values (${story}, null, 'A visitor’s')`;
      const { error } = await claim(other, story);
      expect(error?.code).toBe('42501');
      expect(await countedFor(story)).toBeUndefined();
    });

    it('a new story id is counted for the caller', async () => {
      const story = crypto.randomUUID();
      expect((await claim(other, story)).data).toBe('counted');
      expect(await countedFor(story)).toBe(other.user.id);
    });
  });
});
