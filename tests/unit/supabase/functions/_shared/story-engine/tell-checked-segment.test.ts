// @vitest-environment node
// On the server every storyteller part still goes through the output gate, even though the
// browser's offline storyteller no longer carries it: a part the gate refuses is told again from the
// storyteller's own words, and a refused own choice is never told, whatever path it comes in on.
import { describe, expect, it } from 'vitest';
import { checkSegment, checkText } from '@shared/safety/index.ts';
import { parseStoryRequest, type StoryRequestInput } from '@shared/story-engine/index.ts';
import { tellCheckedSegment } from '@shared/story-engine/tell-checked-segment.ts';
import { tellStorySegment } from '@shared/story-engine/storyteller/index.ts';

function request(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}

describe('the storyteller on the server', () => {
  it('refuses a part the gate refuses and tells it again from its own words', () => {
    const unsafe = request({
      age: '4-6',
      genre: 'adventure',
      prompt: "Sam wants to poison the neighbour's dog",
    });
    // Told as typed, the part carries the typed harm: the gate must be what stops it here.
    expect(checkSegment(tellStorySegment(unsafe, checkText), '4-6').ok).toBe(false);
    const told = tellCheckedSegment(unsafe, tellStorySegment);
    expect(told).not.toBeNull();
    expect(checkSegment(told!, '4-6')).toEqual({ ok: true });
    expect(told!.segment_text).not.toMatch(/poison/i);
  });

  it('never tells an own choice the gate refuses: the storyteller asks the gate it is handed', () => {
    const typed = request({
      age: '7-9',
      genre: 'fantasy-magic',
      prompt: 'A dragon who bakes bread',
      path: ['Stab the troll with a knife'],
      choice: 'Bake a giant loaf',
    });
    const toldUnjudged = tellStorySegment(
      { ...typed, path: [], choice: 'Stab the troll with a knife' },
      () => ({ ok: true }),
    );
    expect(toldUnjudged.segment_text).toMatch(/stabbed/i);
    for (const asked of [typed, { ...typed, path: [], choice: 'Stab the troll with a knife' }]) {
      const told = tellCheckedSegment(asked, tellStorySegment);
      expect(told).not.toBeNull();
      expect(`${told!.segment_text} ${told!.image_prompt}`).not.toMatch(/stab|knife/i);
    }
  });
});
