// @vitest-environment node
// A part keeps who wrote it (written_by, writer_model), so its caption reads the same after a
// reload or a sync; a part the reader cancels is never kept. The device's model is the writer the
// on-device feature hands in (its own tests drive the real engine), here one that answers at once
// or waits to be cancelled.
import { describe, expect, it } from 'vitest';
import type { DeviceStoryWriter } from '@/lib/device-story-writer';
import { getDb } from '@/offline/db';
import { continueStory, type ContinueRequest } from '@/features/create/data/continue-story';
import { writerCaption } from '@/lib/writer-caption';
import { DEFAULT_STORY_OPTIONS } from '@shared/story-engine/default-story-options.ts';
import type { StorySettings } from '@/features/create/store/story-settings';
import { saveLanternStory } from '../../../support/save-lantern-story';

const settings: StorySettings = {
  age: '7-9',
  genre: 'mystery',
  prompt: 'A lantern that glows by itself',
  characters: [],
  startingPoint: '',
  options: { ...DEFAULT_STORY_OPTIONS },
};

const deviceAnswer = {
  segment_text: 'Nora held the lantern up. The glow led her to the pier.',
  choices: ['Knock on the boathouse', 'Call out', 'Go home'],
  image_prompt: 'A girl with a glowing lantern on a pier',
  is_end: false,
  model_used: 'Pocket model',
};

function deviceWriter(write: DeviceStoryWriter['write']): () => Promise<DeviceStoryWriter> {
  return async () => ({ name: 'Pocket model', write });
}

/** Continues a fresh lantern story offline after its opening, with the choice and writer given. */
async function continueLantern(
  choice: string,
  extra: Pick<ContinueRequest, 'findDeviceWriter' | 'signal'> = {},
) {
  const { story, opening } = await saveLanternStory();
  const writing = continueStory({
    story,
    settings,
    branch: [opening],
    choice,
    finish: false,
    endpoint: null,
    online: false,
    onText: () => undefined,
    ...extra,
  });
  return { story, opening, writing };
}

async function partsOf(storyId: string) {
  return getDb().story_segments.where('story_id').equals(storyId).sortBy('sequence_number');
}

describe('continueStory keeps who wrote each part', () => {
  it("keeps the device's model and its name with a part it wrote, and the caption says so", async () => {
    const { writing } = await continueLantern('Follow the glow', {
      findDeviceWriter: deviceWriter(async () => deviceAnswer),
    });
    const stored = await getDb().story_segments.get((await writing).segmentId);
    expect(stored).toMatchObject({ written_by: 'device', writer_model: 'Pocket model' });
    expect(stored && writerCaption(stored)).toBe(
      "This device's model (Pocket model) wrote this part.",
    );
  });

  it('keeps the storyteller as the writer of a part written offline without the model', async () => {
    const { writing } = await continueLantern('Ask Grandpa');
    const stored = await getDb().story_segments.get((await writing).segmentId);
    expect(stored).toMatchObject({ written_by: 'storyteller', writer_model: null });
    expect(stored && writerCaption(stored)).toBe('The built-in storyteller wrote this part.');
  });

  it('lets the storyteller write a child’s story while the parent’s AI switch is off, never the device’s model', async () => {
    const { story, opening } = await saveLanternStory();
    let asked = 0;
    const segment = await continueStory({
      story: { ...story, child_profile_id: '5b0e6a7e-3c4d-4f5a-9b8c-7d6e5f4a3b2c' },
      settings,
      branch: [opening],
      choice: 'Follow the glow',
      finish: false,
      endpoint: null,
      online: false,
      onText: () => undefined,
      findDeviceWriter: async () => {
        asked += 1;
        return { name: 'Pocket model', write: async () => deviceAnswer };
      },
    });
    expect(asked).toBe(0);
    expect(await getDb().story_segments.get(segment.segmentId)).toMatchObject({
      written_by: 'storyteller',
      writer_model: null,
    });
  });

  it('keeps nothing when the reader cancels while the model writes', async () => {
    const cancel = new AbortController();
    let started: () => void = () => undefined;
    const writingStarted = new Promise<void>((resolve) => (started = resolve));
    const { story, opening, writing } = await continueLantern('Hide it', {
      findDeviceWriter: deviceWriter(
        (_request, _listener, signal) =>
          new Promise((_resolve, reject) => {
            signal?.addEventListener('abort', () => reject(signal.reason));
            started();
          }),
      ),
      signal: cancel.signal,
    });
    await writingStarted;
    cancel.abort();
    await expect(writing).rejects.toThrow();
    expect((await partsOf(story.id)).map((part) => part.id)).toEqual([opening.id]);
  });

  it('keeps nothing when the writer finishes just as the reader cancels', async () => {
    const cancel = new AbortController();
    const { story, writing } = await continueLantern('Hide it', {
      findDeviceWriter: deviceWriter(async () => {
        cancel.abort();
        return deviceAnswer;
      }),
      signal: cancel.signal,
    });
    await expect(writing).rejects.toThrow();
    expect(await partsOf(story.id)).toHaveLength(1);
  });
});
