// A child's text reaches the AI service only with the parent's consent (issue #26): with the child's
// AI switch off, generate-story writes the child's parts with the built-in storyteller and the
// scripted provider receives nothing, whether the request names the child or only the child's story;
// switched on, the provider writes them. Pictures and narration of a child's story are not asked of
// the provider either while the switch is off. A grown-up's own story, on an account with children,
// reaches it only with the grown-up proof a right parent PIN issues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handleGenerateAudio from '../../supabase/functions/generate-audio/handler.ts';
import handleGenerateImage from '../../supabase/functions/generate-image/handler.ts';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import type { ScriptedOpenAiServer } from '../support/scripted-openai-server.ts';
import { GENTLE_PART } from '../integration/support/generate-story-request.ts';
import { startScriptedProviderStack } from '../integration/support/start-story-provider.ts';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';
import { callFunction } from './family-support.ts';

describe('the AI service writes a child’s parts only with the parent’s consent', () => {
  let provider: ScriptedOpenAiServer;
  let env: Record<string, string>;
  let parent: TestUser;
  let childId: string;

  const generate = async (body: Record<string, unknown>, grownUpProof?: string) => {
    const response = await handleGenerateStory(
      new Request('http://local/functions/v1/generate-story', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${parent.accessToken}`,
          'Content-Type': 'application/json',
          ...(grownUpProof ? { 'x-grown-up-proof': grownUpProof } : {}),
        },
        body: JSON.stringify({
          age: '4-6',
          genre: 'adventure',
          prompt: 'An otter who looks for a shiny pebble',
          history: [],
          choice: '',
          ...body,
        }),
      }),
      env,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { segment_text: string };
  };
  const chatRequests = () => provider.requests.filter((r) => r.path.endsWith('/chat/completions'));

  beforeAll(async () => {
    ({ provider, env } = await startScriptedProviderStack(GENTLE_PART, {
      AI_IMAGE_MODEL: 'scripted-image',
      AI_TTS_MODEL: 'scripted-speech',
    }));
    parent = await signUpTestUser('family-ai');
    const { data, error } = await parent.client
      .from('child_profiles')
      .insert({
        user_id: parent.user.id,
        display_name: 'Otto',
        avatar: 'whale',
        reading_band: '4-6',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    childId = data!.id;
  });

  afterAll(() => provider?.close());

  it('with the switch off, no request reaches the provider for the child, named or by their story', async () => {
    const opening = await generate({ story_id: crypto.randomUUID(), child_profile_id: childId });
    expect(opening.segment_text).not.toBe(GENTLE_PART.segment_text);
    expect(opening.segment_text).toMatch(/otter/i);

    const storyId = crypto.randomUUID();
    const story = await parent.client.from('stories').insert({
      id: storyId,
      user_id: parent.user.id,
      title: 'Otto’s otter',
      child_profile_id: childId,
    });
    expect(story.error).toBeNull();
    const next = await generate({
      story_id: storyId,
      history: [opening.segment_text],
      choice: 'Swim',
    });
    expect(next.segment_text).not.toBe(GENTLE_PART.segment_text);
    expect(chatRequests()).toEqual([]);

    const media = (handler: typeof handleGenerateImage, body: Record<string, unknown>) =>
      handler(
        new Request('http://local/functions/v1/media', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${parent.accessToken}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            story_id: storyId,
            segment_id: crypto.randomUUID(),
            age: '4-6',
            ...body,
          }),
        }),
        env,
      );
    const picture = await media(handleGenerateImage, { prompt: 'An otter with a shiny pebble' });
    expect(picture.status).toBe(503);
    expect(await picture.json()).toMatchObject({ code: 'child_ai_off' });
    const narration = await media(handleGenerateAudio, { text: 'The otter swam.' });
    expect(narration.status).toBe(503);
    expect(provider.requests).toEqual([]);
  });

  it('switched on by the parent, the provider writes the child’s parts; a grown-up’s story needs the grown-up proof', async () => {
    const unproven = await generate({ story_id: crypto.randomUUID() });
    expect(unproven.segment_text).not.toBe(GENTLE_PART.segment_text);
    expect(chatRequests()).toEqual([]);

    const set = await callFunction('parent-pin', parent.accessToken, {
      action: 'set',
      pin: '1357',
    });
    const proof = set.body.grown_up_proof as string;
    const own = await generate({ story_id: crypto.randomUUID() }, proof);
    expect(own.segment_text).toBe(GENTLE_PART.segment_text);
    expect(chatRequests()).toHaveLength(1);

    const switched = await parent.client
      .from('child_profiles')
      .update({ ai_allowed: true })
      .eq('id', childId)
      .setHeader('x-grown-up-proof', proof);
    expect(switched.error).toBeNull();
    const child = await generate({ story_id: crypto.randomUUID(), child_profile_id: childId });
    expect(child.segment_text).toBe(GENTLE_PART.segment_text);
    expect(chatRequests()).toHaveLength(2);
    expect(JSON.stringify(chatRequests()[1]!.body)).toContain('shiny pebble');
  });
});
