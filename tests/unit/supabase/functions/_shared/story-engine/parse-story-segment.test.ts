// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStorySegment } from '@shared/story-engine/index.ts';

const valid = {
  segment_text: 'Mia opened the door.',
  choices: ['Go in', 'Knock', 'Run home'],
  image_prompt: 'A door',
  is_end: false,
};

describe('parseStorySegment', () => {
  it('accepts a well-formed answer untouched', () => {
    expect(parseStorySegment(JSON.stringify(valid))).toEqual({
      ok: true,
      segment: valid,
      repaired: false,
    });
  });

  it('repairs code fences, surrounding prose, trailing commas and smart quotes', () => {
    const raw =
      'Here you go!\n```json\n{\u201Csegment_text\u201D: "Mia opened the door.", "choices": ["Go in", "Knock", "Run home",], "image_prompt": "A door", "is_end": false,}\n```';
    expect(parseStorySegment(raw)).toEqual({ ok: true, segment: valid, repaired: true });
  });

  it('splits choices given as one numbered string and trims to three', () => {
    const raw = JSON.stringify({ ...valid, choices: '1. Go in\n2. Knock\n3. Run home\n4. Sing' });
    expect(parseStorySegment(raw)).toMatchObject({
      ok: true,
      segment: { choices: ['Go in', 'Knock', 'Run home'] },
      repaired: true,
    });
  });

  it('derives a missing image prompt from the first sentence and reads "true" as an ending', () => {
    const raw = JSON.stringify({
      segment_text: 'They were home. The end.',
      choices: ['x'],
      is_end: 'true',
    });
    expect(parseStorySegment(raw)).toMatchObject({
      ok: true,
      segment: { is_end: true, choices: [], image_prompt: 'They were home.' },
    });
  });

  it.each([
    ['no JSON at all', 'Once upon a time there was a dragon.'],
    ['an array', '[1, 2, 3]'],
    ['no text', JSON.stringify({ ...valid, segment_text: '' })],
    ['two choices', JSON.stringify({ ...valid, choices: ['a', 'b'] })],
  ])('rejects %s so the caller retries', (_label, raw) => {
    expect(parseStorySegment(raw).ok).toBe(false);
  });
});
