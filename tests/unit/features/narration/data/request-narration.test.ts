// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVoiceAllowance, requestNarration } from '@/features/narration/data/request-narration';
import { answer, endpoint, reasonOf } from '../../../lib/media-function-fixture';

afterEach(() => vi.unstubAllGlobals());

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
