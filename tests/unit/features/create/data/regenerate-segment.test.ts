// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/offline/db';
import { saveSegment } from '@/offline';
import { regenerateSegment } from '@/features/create';
import { saveLanternStory } from '../../../support/save-lantern-story';

async function storyWithBranch(description: string) {
  const { story, opening } = await saveLanternStory({ genre: 'mystery', description });
  const second = await saveSegment({
    story_id: story.id,
    parent_segment_id: opening.id,
    triggering_choice_text: 'Follow the glow',
    sequence_number: 2,
    segment_text: 'Nora followed the glow to the old pier.',
    choices: ['Knock on the boathouse', 'Call out', 'Go home'],
    image_prompt: null,
    is_end: false,
  });
  const ending = await saveSegment({
    story_id: story.id,
    parent_segment_id: second.id,
    triggering_choice_text: null,
    sequence_number: 3,
    segment_text: 'And so the lantern came home.',
    choices: [],
    image_prompt: null,
    is_end: true,
  });
  return { story, opening, second, ending };
}

describe('regenerateSegment', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a middle part again in place, after the same choice, keeping the parts that follow it', async () => {
    const { story, second, ending } = await storyWithBranch('A lantern that glows by itself');
    const segment = await regenerateSegment({
      storyId: story.id,
      segmentId: second.id,
      endpoint: null,
      online: false,
    });
    const stored = await getDb().story_segments.get(second.id);
    expect(stored?.segment_text).toBe(segment.segment_text);
    expect(stored?.segment_text).not.toBe('Nora followed the glow to the old pier.');
    expect(stored?.segment_text.toLowerCase()).toContain('followed the glow');
    expect(stored).toMatchObject({
      parent_segment_id: expect.any(String),
      sequence_number: 2,
      is_end: false,
    });
    expect(stored?.choices).toHaveLength(3);
    expect((await getDb().story_segments.get(ending.id))?.parent_segment_id).toBe(second.id);
    expect(await getDb().story_segments.where('story_id').equals(story.id).count()).toBe(3);
  });

  it('keeps an ending an ending when it is written again', async () => {
    const { story, ending } = await storyWithBranch('A lantern that glows by itself');
    const segment = await regenerateSegment({
      storyId: story.id,
      segmentId: ending.id,
      endpoint: null,
      online: false,
    });
    expect(segment.is_end).toBe(true);
    const stored = await getDb().story_segments.get(ending.id);
    expect(stored).toMatchObject({ is_end: true, choices: [] });
    expect(stored?.segment_text).not.toBe('And so the lantern came home.');
  });

  it('never gives back the words it replaces, even when the storyteller draws them again', async () => {
    // The draw follows the clock: a clock that stands still draws the same words a second time,
    // as one rewrite in about 150 did, which looked to the reader as if Regenerate did nothing.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T22:22:36.022Z') });
    const { story, second } = await storyWithBranch('A lantern that glows by itself');
    const rewrite = () =>
      regenerateSegment({ storyId: story.id, segmentId: second.id, endpoint: null, online: false });
    const first = await rewrite();
    const again = await rewrite();
    expect(again.segment_text).not.toBe(first.segment_text);
    expect((await getDb().story_segments.get(second.id))?.segment_text).toBe(again.segment_text);
  });

  it('says so when the part is no longer on the device', async () => {
    const { story } = await storyWithBranch('A lantern');
    await expect(
      regenerateSegment({
        storyId: story.id,
        segmentId: crypto.randomUUID(),
        endpoint: null,
        online: false,
      }),
    ).rejects.toThrow('This part is no longer on this device.');
  });
});
