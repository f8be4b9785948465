// Stories per month on the local stack: a story counts once, whether the wizard or the
// generate-story function claims it first or it arrives by sync; past the tier's limit a new story
// is refused with its message, while stories already on a device are never refused, only counted.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateSegment, StoryLimitError } from '@/features/create/data/generate-segment';
import { serviceClient, signUpTestUser, type TestUser } from './support/test-users.ts';

const opening = { age: '7-9', genre: 'mystery', prompt: 'A missing cake', history: [], choice: '' };

async function storiesCreated(user: TestUser): Promise<number> {
  const { data, error } = await user.client.rpc('get_current_month_usage', {
    user_uuid: user.user.id,
  });
  if (error) throw new Error(error.message);
  return (data as { stories_created: number }[])[0]?.stories_created ?? 0;
}

async function claim(user: TestUser, storyId: string): Promise<string> {
  const { data, error } = await user.client.rpc('claim_story_usage', { story_uuid: storyId });
  if (error) throw new Error(error.message);
  return data as string;
}

function storyRow(user: TestUser, id = crypto.randomUUID()) {
  return {
    id,
    user_id: user.user.id,
    title: 'A counted story',
    genre: 'mystery',
    target_age: '7-9' as const,
  };
}

async function generate(user: TestUser | null, body: Record<string, unknown>): Promise<Response> {
  const stack = inject('stack');
  return fetch(`${stack.url}/functions/v1/generate-story`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${user?.accessToken ?? stack.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

describe('stories per month', () => {
  let free: TestUser;

  beforeAll(async () => {
    free = await signUpTestUser('story-usage');
  });

  it('counts a claimed story once, even when it later arrives by sync or is claimed again', async () => {
    const id = crypto.randomUUID();
    expect(await claim(free, id)).toBe('counted');
    expect(await claim(free, id)).toBe('counted');
    expect(await storiesCreated(free)).toBe(1);
    expect((await free.client.from('stories').insert(storyRow(free, id))).error).toBeNull();
    expect((await free.client.from('stories').upsert(storyRow(free, id))).error).toBeNull();
    expect(await storiesCreated(free)).toBe(1);
  });

  it('counts a story written offline when it syncs, and a replayed insert does not count it twice', async () => {
    const row = storyRow(free);
    expect((await free.client.from('stories').insert(row)).error).toBeNull();
    expect(await storiesCreated(free)).toBe(2);
    expect(
      (await free.client.from('stories').upsert({ ...row, title: 'Renamed' })).error,
    ).toBeNull();
    expect((await free.client.from('stories').insert(row)).error?.code).toBe('23505');
    expect(await storiesCreated(free)).toBe(2);
  });

  it('shows the allowance of the effective tier and refuses the sixth Free story with its message', async () => {
    expect((await free.client.rpc('get_story_allowance')).data).toEqual([
      { tier_name: 'Free', stories_per_month: 5, stories_created: 2 },
    ]);
    const started = crypto.randomUUID();
    const response = await generate(free, { ...opening, story_id: started });
    expect(response.status).toBe(200);
    expect(await storiesCreated(free)).toBe(3);
    expect(await claim(free, crypto.randomUUID())).toBe('counted');
    expect(await claim(free, crypto.randomUUID())).toBe('counted');
    expect(await storiesCreated(free)).toBe(5);

    const refused = await generate(free, { ...opening, story_id: crypto.randomUUID() });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      error:
        'You have used all 5 stories of your Free plan this month. Upgrade your plan to create more stories, or continue one you already have.',
      code: 'story_limit_reached',
      tier: 'Free',
      limit: 5,
    });
    expect(await claim(free, crypto.randomUUID())).toBe('limit_reached');
    expect(await storiesCreated(free)).toBe(5);
  });

  it('tells the browser the limit is reached instead of writing the story with the storyteller', async () => {
    const stack = inject('stack');
    const shown: string[] = [];
    const attempt = generateSegment(
      { ...opening, story_id: crypto.randomUUID() } as Parameters<typeof generateSegment>[0],
      {
        online: true,
        endpoint: { supabaseUrl: stack.url, anonKey: stack.anonKey, accessToken: free.accessToken },
        onText: (text) => shown.push(text),
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(StoryLimitError);
    await expect(attempt).rejects.toThrow(
      'You have used all 5 stories of your Free plan this month.',
    );
    expect(shown).toEqual([]);
  });

  it('still continues, rewrites and finishes stories already counted once the limit is reached', async () => {
    const started = crypto.randomUUID();
    expect(await claim(free, started)).toBe('limit_reached');
    const counted = (await free.client.from('story_usage_counts').select('story_id')).data ?? [];
    const existing = counted[0]?.story_id as string;
    expect((await generate(free, { ...opening, story_id: existing })).status).toBe(200);
    const next = await generate(free, {
      ...opening,
      history: ['Once upon a time.'],
      choice: 'Look under the table',
    });
    expect(next.status).toBe(200);
    expect(
      (await generate(free, { ...opening, history: ['Once upon a time.'], finish: true })).status,
    ).toBe(200);
    expect((await generate(null, opening)).status).toBe(200);
  });

  it('never refuses a story that arrives from a device past the limit, and counts it', async () => {
    expect((await free.client.from('stories').insert(storyRow(free))).error).toBeNull();
    expect(await storiesCreated(free)).toBe(6);
  });

  it('counts every opening asked for without a story id as a new story', async () => {
    const caller = await signUpTestUser('story-usage-no-id');
    expect((await generate(caller, opening)).status).toBe(200);
    expect((await generate(caller, opening)).status).toBe(200);
    expect(await storiesCreated(caller)).toBe(2);
  });

  it('lets a Pro subscriber start stories past the Free limit', async () => {
    const pro = await signUpTestUser('story-usage-pro');
    expect(
      (
        await serviceClient()
          .from('subscribers')
          .upsert({ user_id: pro.user.id, subscribed: true, subscription_tier: 'Pro' })
      ).error,
    ).toBeNull();
    await serviceClient().rpc('increment_usage', {
      user_uuid: pro.user.id,
      stories_inc: 40,
      images_inc: 0,
      voice_inc: 0,
    });
    const response = await generate(pro, { ...opening, story_id: crypto.randomUUID() });
    expect(response.status).toBe(200);
    expect(await storiesCreated(pro)).toBe(41);
  });

  it('keeps the counting to the server: callers cannot count or read other users’ stories', async () => {
    const other = await signUpTestUser('story-usage-other');
    const { data: counted } = await free.client.from('story_usage_counts').select('story_id');
    const theirs = (counted ?? [])[0]?.story_id as string;
    expect((await other.client.rpc('claim_story_usage', { story_uuid: theirs })).error?.code).toBe(
      '42501',
    );
    expect((await other.client.from('story_usage_counts').select('story_id')).data).toEqual([]);
    expect(
      (
        await other.client.rpc('record_story_usage', {
          story_uuid: crypto.randomUUID(),
          user_uuid: other.user.id,
        })
      ).error,
    ).not.toBeNull();
    expect(
      (
        await other.client
          .from('story_usage_counts')
          .insert({ story_id: crypto.randomUUID(), user_id: other.user.id, month_year: '2026-11' })
      ).error,
    ).not.toBeNull();
  });
});
