// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestStoryImage } from '@/features/illustration/data/request-story-image';
import { answer, endpoint, reasonOf } from '../../../lib/media-function-fixture';

const imageRequest = {
  prompt: 'A fox',
  style: 'storybook',
  age: '7-9',
  story_id: 's',
  segment_id: 'g',
};

afterEach(() => vi.unstubAllGlobals());

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
