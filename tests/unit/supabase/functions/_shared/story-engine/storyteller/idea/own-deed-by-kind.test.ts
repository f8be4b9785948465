// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a hero told only by kind who did the wrong owns up to it', () => {
  it.each([
    ['a hedgehog who broke a flowerpot and has to own up', 'values'],
    ['a small badger smashed the kitchen window and is too scared to tell anyone', 'values'],
    ['a little goat who copied the answers in the school quiz', 'mystery'],
  ] as const)('%s', (prompt, genre) => {
    expect(wantOf(prompt)).toBe('tell the truth');
    const story = tellWholeStory(prompt, '4-6', genre).join('\n');
    expect(story).toContain('the truth');
    // The hero did it: the story never sets them hunting for who did it, nor blames anyone else.
    expect(story).not.toMatch(/find out who|who had (broken|smashed|copied)|culprit/i);
  });

  it('an animal told by kind who is wronged still hunts for who did it', () => {
    expect(wantOf('a hedgehog finds out who broke the flowerpot')).not.toBe('tell the truth');
  });
});
