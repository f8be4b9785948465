// The monthly story limit and visitors' AI use, as an attacker tries to stretch them: generating
// for someone else's story, re-sending one counted story id with new prompts forever, and as a
// visitor calling generate-story with the anon key again and again from one device or address.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import { FREE_OPENINGS_PER_STORY } from '../../supabase/functions/_shared/claim-story-generation.ts';
import type { ScriptedOpenAiServer } from '../support/scripted-openai-server.ts';
import { GENTLE_PART } from '../integration/support/generate-story-request.ts';
import { startScriptedProviderStack } from '../integration/support/start-story-provider.ts';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';

const FREE_STORIES = 5;
const opening = {
  age: '7-9',
  genre: 'adventure',
  prompt: 'A fox who runs a café',
  history: [],
  choice: '',
};

describe('AI generation is tied to the story’s owner and counted', () => {
  const stack = inject('stack');
  let owner: TestUser;
  let other: TestUser;

  const generate = (token: string, body: Record<string, unknown>) =>
    fetch(`${stack.url}/functions/v1/generate-story`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  const storiesCreated = async (user: TestUser) => {
    const { data } = await user.client.rpc('get_current_month_usage', { user_uuid: user.user.id });
    return (data as { stories_created: number }[])[0]?.stories_created ?? 0;
  };

  beforeAll(async () => {
    [owner, other] = await Promise.all([signUpTestUser('gen-owner'), signUpTestUser('gen-other')]);
  });

  it('no one generates for a story of someone else: opening or next part', async () => {
    const storyId = crypto.randomUUID();
    expect((await generate(owner.accessToken, { ...opening, story_id: storyId })).status).toBe(200);
    const next = await generate(other.accessToken, {
      ...opening,
      story_id: storyId,
      history: ['Once upon a time.'],
      choice: 'Go on',
    });
    expect(next.status).toBe(403);
    expect(await next.json()).toMatchObject({ code: 'not_story_owner' });
    const reopened = await generate(other.accessToken, {
      ...opening,
      story_id: storyId,
      prompt: 'Something else',
    });
    expect(reopened.status).toBe(403);
  });

  it('re-sending one counted story id with new prompts counts each opening past the retries, up to the limit', async () => {
    const storyId = crypto.randomUUID();
    expect(await storiesCreated(other)).toBe(0);
    const answers: number[] = [];
    for (let attempt = 0; attempt < FREE_OPENINGS_PER_STORY + FREE_STORIES; attempt += 1) {
      answers.push(
        (
          await generate(other.accessToken, {
            ...opening,
            story_id: storyId,
            prompt: `Prompt number ${attempt}`,
          })
        ).status,
      );
    }
    // The first opening counts the story and the retries are free; each opening after them is one more story.
    expect(answers).toEqual([...Array(FREE_OPENINGS_PER_STORY + FREE_STORIES - 1).fill(200), 402]);
    expect(await storiesCreated(other)).toBe(FREE_STORIES);
  });

  it('every generated part is counted against its story, readable by its owner only', async () => {
    const storyId = crypto.randomUUID();
    const third = await signUpTestUser('gen-counted');
    await generate(third.accessToken, { ...opening, story_id: storyId });
    for (const choice of ['Bake', 'Sing']) {
      expect(
        (
          await generate(third.accessToken, {
            ...opening,
            story_id: storyId,
            history: ['Once.'],
            choice,
          })
        ).status,
      ).toBe(200);
    }
    const { data } = await third.client
      .from('story_generations')
      .select('openings, segments')
      .eq('story_id', storyId)
      .single();
    expect(data).toEqual({ openings: 1, segments: 3 });
    expect(
      (await other.client.from('story_generations').select('story_id').eq('story_id', storyId))
        .data,
    ).toEqual([]);
  });
});

describe('visitors’ AI use is limited per device and per address', () => {
  const stack = inject('stack');
  let provider: ScriptedOpenAiServer;
  let env: Record<string, string>;
  const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

  // A counter, not a random id, tells the visits apart: hex such as 'a55' reads as a swear word to the
  // safety gate, which would refuse that visit with 400.
  let visits = 0;
  const visit = (device: string, from = address) =>
    handleGenerateStory(
      new Request('http://local/functions/v1/generate-story', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${stack.anonKey}`,
          'Content-Type': 'application/json',
          'X-Visitor-Id': device,
          'X-Forwarded-For': from,
        },
        body: JSON.stringify({
          ...opening,
          prompt: `A fox who runs a café, visit ${(visits += 1)}`,
        }),
      }),
      env,
    );

  beforeAll(async () => {
    ({ provider, env } = await startScriptedProviderStack(GENTLE_PART, {
      VISITOR_AI_DAILY_DEVICE: '2',
      VISITOR_AI_DAILY_ADDRESS: '3',
    }));
  });
  afterAll(() => provider.close());

  it('one device gets its daily AI parts, then a 429 that names signing in', async () => {
    const device = `device-${crypto.randomUUID()}`;
    const from = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    expect((await visit(device, from)).status).toBe(200);
    expect((await visit(device, from)).status).toBe(200);
    const refused = await visit(device, from);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'visitor_limit_reached',
      error: expect.stringContaining('Sign in'),
    });
  });

  it('new device ids from one address still share the address’s limit', async () => {
    const chats = () =>
      provider.requests.filter((request) => request.path.endsWith('/chat/completions')).length;
    const asked = chats();
    const statuses = [];
    for (let visitor = 0; visitor < 5; visitor += 1)
      statuses.push((await visit(`device-${crypto.randomUUID()}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The refused visits never reached the paid provider.
    expect(chats() - asked).toBe(3);
  });
});
