import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MediaRequestError,
  readImageAllowance,
  readVoiceAllowance,
  requestNarration,
  requestStoryImage,
} from '@/lib/request-media';

const endpoint = {
  supabaseUrl: 'https://project.example/',
  anonKey: 'anon-key',
  accessToken: 'user-token',
};
const imageRequest = {
  prompt: 'A fox',
  style: 'storybook',
  age: '7-9',
  story_id: 's',
  segment_id: 'g',
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MediaRequestError);
  return (error as MediaRequestError).reason;
}

describe('requestStoryImage', () => {
  it('posts the request as the reader, then fetches the picture once so the device keeps it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        answer(200, {
          image_url: 'https://project.example/storage/v1/object/public/story-images/a.png',
        }),
      )
      .mockResolvedValueOnce(new Response('png'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(requestStoryImage(endpoint, imageRequest)).resolves.toBe(
      'https://project.example/storage/v1/object/public/story-images/a.png',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://project.example/functions/v1/generate-image');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer user-token', apikey: 'anon-key' });
    expect(JSON.parse(String(init.body))).toEqual(imageRequest);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      'https://project.example/storage/v1/object/public/story-images/a.png',
    );
  });

  it('tells a missing provider, a limit and a failure apart, keeping the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(503, { error: 'Image generation is not configured' })),
    );
    expect(await reasonOf(requestStoryImage(endpoint, imageRequest))).toBe('unavailable');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer(402, { error: 'Your Free plan includes 3 images per story. Upgrade for more.' }),
        ),
    );
    await expect(requestStoryImage(endpoint, imageRequest)).rejects.toThrow(
      'Your Free plan includes 3 images per story. Upgrade for more.',
    );
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer(502, { error: 'Image generation failed: The image provider answered 500' }),
        ),
    );
    expect(await reasonOf(requestStoryImage(endpoint, imageRequest))).toBe('failed');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(requestStoryImage(endpoint, imageRequest)).rejects.toThrow(
      'Image generation failed: the server could not be reached',
    );
  });

  it('does not ask at all for a visitor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(
      await reasonOf(requestStoryImage({ ...endpoint, accessToken: undefined }, imageRequest)),
    ).toBe('unavailable');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a server that says it has no media models', () => {
  const noModels = { ...endpoint, features: { images: false, narration: false } };

  it('is never asked for a picture, a narration or an allowance', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await reasonOf(readImageAllowance(noModels))).toBe('unavailable');
    expect(
      await reasonOf(readVoiceAllowance({ ...noModels, accessToken: 'no-model-reader' })),
    ).toBe('unavailable');
    expect(await reasonOf(requestStoryImage(noModels, imageRequest))).toBe('unavailable');
    expect(
      await reasonOf(
        requestNarration(noModels, { text: 'Once upon a time.', story_id: 's', segment_id: null }),
      ),
    ).toBe('unavailable');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is asked for the feature it has', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { tier: 'Free', images_per_story: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      readImageAllowance({
        ...endpoint,
        accessToken: 'pictures-only-reader',
        features: { images: true, narration: false },
      }),
    ).resolves.toEqual({ tier: 'Free', images_per_story: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('voice allowance', () => {
  it('is asked once, and a narration updates it with the count the server returns', async () => {
    const reader = { ...endpoint, accessToken: 'voice-reader' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { tier: 'Free', used: 7, limit: 10 }))
      .mockResolvedValueOnce(
        answer(200, {
          audio_url: 'https://project.example/storage/v1/object/public/story-audio/n.mp3',
          tier: 'Free',
          used: 8,
          limit: 10,
        }),
      )
      .mockResolvedValueOnce(new Response('mp3'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(readVoiceAllowance(reader)).resolves.toEqual({ tier: 'Free', used: 7, limit: 10 });
    await expect(readVoiceAllowance(reader)).resolves.toEqual({ tier: 'Free', used: 7, limit: 10 });
    const made = await requestNarration(reader, {
      text: 'Once upon a time.',
      story_id: 's',
      segment_id: null,
    });
    expect(made).toEqual({
      audioUrl: 'https://project.example/storage/v1/object/public/story-audio/n.mp3',
      allowance: { tier: 'Free', used: 8, limit: 10 },
    });
    await expect(readVoiceAllowance(reader)).resolves.toEqual({ tier: 'Free', used: 8, limit: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('forgets a probe that failed on the network, so the next visit asks again', async () => {
    const reader = { ...endpoint, accessToken: 'offline-reader' };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(answer(200, { tier: 'Pro', used: 0, limit: 150 })),
    );
    expect(await reasonOf(readVoiceAllowance(reader))).toBe('failed');
    await expect(readVoiceAllowance(reader)).resolves.toEqual({ tier: 'Pro', used: 0, limit: 150 });
  });
});
