import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetStoryShown } from '@/lib/shown-story-versions';
import { dropReadCopiesAfterChange } from '@/features/reader/drop-read-copies-after-change';
import { loadReadableStoryQueryOptions } from '@/features/reader/data/load-readable-story';
import type { ReadableStory } from '@/features/reader/data/readable-story';

function fromServer(id: string, text: string): ReadableStory {
  return {
    story: {
      id,
      user_id: 'parent',
      title: 'The owl',
      description: null,
      genre: 'adventure',
      target_age: '4-6',
      is_public: false,
      is_completed: false,
      created_at: '2026-11-26T00:00:00.000Z',
      thumbnail_url: null,
    },
    segments: [
      {
        id: `${id}-1`,
        parent_segment_id: null,
        triggering_choice_text: null,
        segment_text: text,
        choices: [],
        image_prompt: null,
        image_url: null,
        audio_url: null,
        is_end: true,
        sequence_number: 1,
        created_at: '2026-11-26T00:00:00.000Z',
        deleted_at: null,
        written_by: 'storyteller',
        writer_model: null,
      },
    ],
    source: 'server',
  };
}

/** Reads the story as the reader does (its key and its 5-minute freshness), the server now holding `text`. */
async function readAgain(client: QueryClient, id: string, text: string): Promise<string> {
  const read = await client.fetchQuery({
    ...loadReadableStoryQueryOptions({ id, online: true }),
    queryFn: () => Promise.resolve(fromServer(id, text)),
  });
  return read!.segments[0]!.segment_text;
}

let stop = () => {};
afterEach(() => stop());

describe('a refused approval and the reader’s copy from the server', () => {
  it('reads the new words after the server said the story changed, and keeps other stories’ reads', async () => {
    const client = new QueryClient();
    stop = dropReadCopiesAfterChange(() => client);
    expect(await readAgain(client, 'owl', 'The owl found a lost mitten.')).toBe(
      'The owl found a lost mitten.',
    );
    expect(await readAgain(client, 'mole', 'The mole dug a hole.')).toBe('The mole dug a hole.');
    // Within its 5 minutes the copy read first is what the reader shows, whatever the server holds.
    expect(await readAgain(client, 'owl', 'The owl hid the mitten.')).toBe(
      'The owl found a lost mitten.',
    );

    forgetStoryShown('owl');

    expect(await readAgain(client, 'owl', 'The owl hid the mitten.')).toBe(
      'The owl hid the mitten.',
    );
    expect(await readAgain(client, 'mole', 'The mole left.')).toBe('The mole dug a hole.');
  });

  it('drops nothing once it has stopped following, nor when the page has no query client yet', async () => {
    const client = new QueryClient();
    stop = dropReadCopiesAfterChange(() => null);
    await readAgain(client, 'owl', 'The owl found a lost mitten.');
    forgetStoryShown('owl');
    expect(await readAgain(client, 'owl', 'The owl hid the mitten.')).toBe(
      'The owl found a lost mitten.',
    );
    stop();
    stop = dropReadCopiesAfterChange(() => client);
    stop();
    forgetStoryShown('owl');
    expect(await readAgain(client, 'owl', 'The owl hid the mitten.')).toBe(
      'The owl found a lost mitten.',
    );
  });
});
