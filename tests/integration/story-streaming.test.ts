// generate-story for a signed-in reader against the real stack (PostgREST, RLS, usage functions)
// with a scripted OpenAI-compatible provider: the sentences stream as the model writes them (a chunk
// split inside a multi-byte character included), a malformed answer is retried, the new story is
// counted once, and past the Free limit no provider call is made at all.
import { describe, expect, it } from 'vitest';
import {
  collectEvents as collect,
  useScriptedStoryStack,
} from './support/generate-story-request.ts';
import type { TestUser } from './support/test-users.ts';

const aiSegment = {
  segment_text:
    'Zoë the fox opened the café door — the bell rang “ding” and the lanterns glowed. 🦊',
  choices: ['Order cocoa', 'Greet the owl', 'Look behind the counter'],
  image_prompt: 'A fox in a cosy café',
  is_end: false,
};

async function storiesCreated(user: TestUser): Promise<number> {
  const { data } = await user.client.rpc('get_current_month_usage', { user_uuid: user.user.id });
  return (data as { stories_created: number }[])[0]?.stories_created ?? 0;
}

describe('generate-story with a provider on the local stack', () => {
  const stack = useScriptedStoryStack('story-streaming');
  const opening = {
    age: '7-9',
    genre: 'adventure',
    prompt: 'A fox who runs a café',
    history: [],
    choice: '',
  };

  it('streams a signed-in reader’s opening sentence by sentence through the safety gate, split inside multi-byte characters, and counts the story once', async () => {
    const storyId = crypto.randomUUID();
    stack.provider.enqueue({
      kind: 'stream',
      content: JSON.stringify(aiSegment),
      splitEvery: 3,
      splitBytes: true,
    });
    const events = await collect(await stack.generate({ ...opening, story_id: storyId }));
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.map((event) => event.data.text)).toEqual([
      'Zoë the fox opened the café door — the bell rang “ding” and the lanterns glowed. ',
      '🦊',
    ]);
    expect(deltas.map((event) => event.data.text).join('')).toBe(aiSegment.segment_text);
    expect(events.at(-1)).toEqual({
      event: 'segment',
      data: { ...aiSegment, model_used: 'scripted-model' },
    });
    expect(await storiesCreated(stack.reader)).toBe(1);

    stack.provider.enqueue({ kind: 'stream', content: JSON.stringify(aiSegment) });
    await collect(await stack.generate({ ...opening, story_id: storyId }));
    expect(await storiesCreated(stack.reader)).toBe(1);
  });

  it('throws away a malformed answer it cannot repair and streams the retry', async () => {
    stack.provider.enqueue(
      { kind: 'stream', content: 'Once upon a time, with no JSON at all.' },
      { kind: 'stream', content: JSON.stringify(aiSegment) },
    );
    const before = stack.provider.requests.length;
    const events = await collect(
      await stack.generate({
        ...opening,
        history: ['Zoë opened the café.'],
        choice: 'Order cocoa',
      }),
    );
    expect(stack.provider.requests.length - before).toBe(2);
    expect(events.some((event) => event.event === 'restart')).toBe(true);
    expect(events.at(-1)).toMatchObject({
      event: 'segment',
      data: { segment_text: aiSegment.segment_text },
    });
    expect(await storiesCreated(stack.reader)).toBe(1);
  });

  it('refuses a new story past the Free limit before asking the provider', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect(
        (await stack.reader.client.rpc('claim_story_usage', { story_uuid: crypto.randomUUID() }))
          .data,
      ).toBe('counted');
    }
    const before = stack.provider.requests.length;
    const response = await stack.generate({ ...opening, story_id: crypto.randomUUID() });
    expect(response.status).toBe(402);
    expect(((await response.json()) as { error: string }).error).toBe(
      'You have used all 5 stories of your Free plan this month. Upgrade your plan to create more stories, or continue one you already have.',
    );
    expect(stack.provider.requests.length).toBe(before);
  });
});
