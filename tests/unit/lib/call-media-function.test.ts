// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readImageAllowance,
  requestStoryImage,
} from '@/features/illustration/data/request-story-image';
import { readVoiceAllowance, requestNarration } from '@/features/narration/data/request-narration';
import { answer, endpoint, reasonOf } from './media-function-fixture';

const imageRequest = {
  prompt: 'A fox',
  style: 'storybook',
  age: '7-9',
  story_id: 's',
  segment_id: 'g',
};

afterEach(() => vi.unstubAllGlobals());

describe('a server that says it has no media models', () => {
  const noModels = { ...endpoint, features: { images: false, narration: false, stories: true } };

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
        features: { images: true, narration: false, stories: true },
      }),
    ).resolves.toEqual({ tier: 'Free', images_per_story: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
