// generate-image and generate-audio against the real stack (PostgREST, RLS, usage functions, Storage)
// with a scripted OpenAI-compatible provider: pictures and narration are stored and served, the
// Free plan's images per story and monthly voice narrations are enforced, and without a provider
// or an account the functions answer 503 and 401.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import handleGenerateAudio from '../../supabase/functions/generate-audio/handler.ts';
import handleGenerateImage from '../../supabase/functions/generate-image/handler.ts';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts';
import { signUpTestUser, type TestUser } from './support/test-users.ts';

const png = readFileSync('public/icons/icon-192.png');
/** Four silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz): Storage keeps only real audio. */
const mp3 = Buffer.concat(
  Array.from({ length: 4 }, () =>
    Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]),
  ),
);

function call(token: string, body?: unknown): Request {
  return new Request('http://local/functions/v1/media', {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function bytesAt(
  url: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('media functions', () => {
  let provider: ScriptedOpenAiServer;
  let user: TestUser;
  let env: Record<string, string>;
  const storyId = crypto.randomUUID();
  const segmentIds = [1, 2, 3, 4].map(() => crypto.randomUUID());

  beforeAll(async () => {
    const stack = inject('stack');
    provider = await startScriptedOpenAiServer({ image: png, speech: mp3 });
    env = {
      SUPABASE_URL: stack.internalUrl,
      SUPABASE_ANON_KEY: stack.anonKey,
      AI_BASE_URL: provider.baseUrl,
      AI_IMAGE_MODEL: 'scripted-image',
      AI_TTS_MODEL: 'scripted-speech',
    };
    user = await signUpTestUser('media');
    expect(
      (
        await user.client.from('stories').insert({
          id: storyId,
          user_id: user.user.id,
          title: 'Lanterns',
          updated_at: new Date().toISOString(),
        })
      ).error,
    ).toBeNull();
    const segments = segmentIds.map((id, index) => ({
      id,
      story_id: storyId,
      segment_text: `Part ${index + 1}`,
      sequence_number: index + 1,
    }));
    expect((await user.client.from('story_segments').insert(segments)).error).toBeNull();
  });
  afterAll(() => provider.close());

  const imageBody = (segmentId: string) => ({
    prompt: 'A lantern in a quiet forest',
    style: 'watercolour',
    age: '7-9',
    story_id: storyId,
    segment_id: segmentId,
  });

  it('tells a signed-in reader their images per story, and visitors or a stack without provider that it cannot', async () => {
    const allowance = await handleGenerateImage(call(user.accessToken), env);
    expect(await allowance.json()).toEqual({ tier: 'Free', images_per_story: 3 });
    expect((await handleGenerateImage(call(inject('stack').anonKey), env)).status).toBe(401);
    const unconfigured = await handleGenerateImage(call(user.accessToken), {
      ...env,
      AI_IMAGE_MODEL: '',
    });
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toEqual({
      error: 'Image generation is not configured: set AI_BASE_URL and AI_IMAGE_MODEL on the server',
    });
  });

  it('stores each picture under the reader and serves it; the fourth picture of a Free story is refused, synced or not', async () => {
    const urls: string[] = [];
    for (const segmentId of segmentIds.slice(0, 3)) {
      const response = await handleGenerateImage(call(user.accessToken, imageBody(segmentId)), env);
      expect(response.status).toBe(200);
      const { image_url } = (await response.json()) as { image_url: string };
      expect(image_url).toMatch(
        new RegExp(
          `/storage/v1/object/public/story-images/${user.user.id}/${storyId}/${segmentId}-\\w+\\.png$`,
        ),
      );
      const served = await bytesAt(image_url);
      expect(served).toMatchObject({ status: 200, type: 'image/png' });
      expect(served.bytes.equals(png)).toBe(true);
      // The device keeps the URL on the segment and syncs it later; only the first has synced here.
      if (urls.length === 0) {
        expect(
          (await user.client.from('story_segments').update({ image_url }).eq('id', segmentId))
            .error,
        ).toBeNull();
      }
      urls.push(image_url);
    }
    const prompt = String(provider.requests.at(-1)?.body.prompt);
    expect(prompt).toContain(
      "watercolour illustration for a children's story for ages 7-9: A lantern in a quiet forest",
    );
    expect(prompt).toContain('safe for children');

    const refused = await handleGenerateImage(
      call(user.accessToken, imageBody(segmentIds[3]!)),
      env,
    );
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      error: 'Your Free plan includes 3 images per story. Upgrade for more.',
      limit: 3,
    });

    const remade = await handleGenerateImage(
      call(user.accessToken, imageBody(segmentIds[0]!)),
      env,
    );
    expect(remade.status).toBe(200);
    expect(((await remade.json()) as { image_url: string }).image_url).not.toBe(urls[0]);
    const usage = await user.client.rpc('get_current_month_usage', { user_uuid: user.user.id });
    expect(usage.data?.[0]?.images_generated).toBe(4);
  });

  it("lists a reader's own stored pictures through the Storage API, and no one else's", async () => {
    const folder = `${user.user.id}/${storyId}`;
    const own = await user.client.storage.from('story-images').list(folder);
    expect(own.error).toBeNull();
    expect(own.data?.map((entry) => entry.name.slice(0, 36)).sort()).toEqual(
      [segmentIds[0], segmentIds[0], segmentIds[1], segmentIds[2]].sort(),
    );
    const other = await signUpTestUser('media-other');
    const peek = await other.client.storage.from('story-images').list(folder);
    expect(peek.error).not.toBeNull();
    const climb = await other.client.storage
      .from('story-images')
      .list(`${other.user.id}/../${folder}`);
    expect(climb.error).not.toBeNull();
    const planted = await other.client.storage
      .from('story-images')
      .upload(`${other.user.id}/../${folder}/planted.png`, new Blob(['x']), { upsert: true });
    expect(planted.error).not.toBeNull();
  });

  it('narrates within the monthly voice limit, counts each narration, and refuses the one past the limit', async () => {
    const before = await handleGenerateAudio(call(user.accessToken), env);
    expect(await before.json()).toEqual({ tier: 'Free', used: 0, limit: 10 });
    expect(
      (
        await user.client.rpc('increment_usage', {
          user_uuid: user.user.id,
          stories_inc: 0,
          images_inc: 0,
          voice_inc: 8,
        })
      ).error,
    ).toBeNull();

    const part = await handleGenerateAudio(
      call(user.accessToken, { text: 'Part 1', story_id: storyId, segment_id: segmentIds[0] }),
      env,
    );
    expect(part.status).toBe(200);
    const partAnswer = (await part.json()) as { audio_url: string; used: number; limit: number };
    expect(partAnswer).toMatchObject({ used: 9, limit: 10, tier: 'Free' });
    expect(partAnswer.audio_url).toMatch(
      new RegExp(
        `/storage/v1/object/public/story-audio/${user.user.id}/${storyId}/${segmentIds[0]}-\\w+\\.mp3$`,
      ),
    );
    const served = await bytesAt(partAnswer.audio_url);
    expect(served).toMatchObject({ status: 200, type: 'audio/mpeg' });
    expect(served.bytes.equals(mp3)).toBe(true);

    // A whole story longer than one speech request is narrated piece by piece into one file.
    const story = Array.from(
      { length: 150 },
      (_, n) => `Part ${n}: the lantern glowed over the hill.`,
    ).join('\n\n');
    expect(story.length).toBeGreaterThan(4096);
    const speechBefore = provider.requests.filter((request) =>
      request.path.endsWith('/audio/speech'),
    ).length;
    const whole = await handleGenerateAudio(
      call(user.accessToken, { text: story, story_id: storyId, segment_id: null }),
      env,
    );
    const wholeAnswer = (await whole.json()) as { audio_url: string; used: number };
    expect(wholeAnswer).toMatchObject({ used: 10 });
    expect(wholeAnswer.audio_url).toContain(`/${storyId}/whole-story-`);
    const pieces = provider.requests
      .filter((request) => request.path.endsWith('/audio/speech'))
      .slice(speechBefore);
    expect(pieces.length).toBe(2);
    for (const piece of pieces) expect(String(piece.body.input).length).toBeLessThanOrEqual(4096);
    expect(pieces.map((piece) => String(piece.body.input)).join(' ')).toBe(
      story.replace(/\n\n/g, ' '),
    );
    expect((await bytesAt(wholeAnswer.audio_url)).bytes.equals(Buffer.concat([mp3, mp3]))).toBe(
      true,
    );

    const refused = await handleGenerateAudio(
      call(user.accessToken, { text: 'Part 2', story_id: storyId, segment_id: segmentIds[1] }),
      env,
    );
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      error: 'You have used all 10 voice narrations of your Free plan this month.',
      tier: 'Free',
      used: 10,
      limit: 10,
    });
    expect(
      provider.requests.filter((request) => request.path.endsWith('/audio/speech')),
    ).toHaveLength(3);
    expect(
      (await handleGenerateAudio(call(user.accessToken), { ...env, AI_TTS_MODEL: '' })).status,
    ).toBe(503);
  });
});
