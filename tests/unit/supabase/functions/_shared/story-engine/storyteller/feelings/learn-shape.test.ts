// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LEARN } from '@shared/story-engine/storyteller/feelings/learn-shape.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a hero learning to do something practises, wobbles, and at last can do it', () => {
  it.each([
    [
      'Leo wants to learn to swim',
      '4-6',
      'values',
      'swim',
      /\b(pool|floats?|shallow end|deep end)\b/,
    ],
    ['Leo wants to learn to swim', '7-9', 'adventure', 'swim', /\b(pool|floats?|shallow end)\b/],
    [
      'Amara wants to learn to ride a bike but she keeps falling off',
      '7-9',
      'values',
      'ride a bike',
      /\b(park|flat path|gentle slope)\b/,
    ],
    [
      'my little brother is learning how to tie his shoelaces',
      '4-6',
      'values',
      'tie his shoelaces',
      /./,
    ],
  ] as const)('%s (%s, %s)', (prompt, age, genre, skill, place) => {
    const parts = tellWholeStory(prompt, age, genre);
    const told = parts.join('\n');
    expect(parts[0]).toMatch(new RegExp(`wanted to (learn to )?${skill}`));
    expect(parts[5]).toContain(`could ${skill}`);
    expect(told).toMatch(place);
    // Never a stock errand, nor the steps of a story about saying how one feels.
    expect(told).not.toMatch(/\b(lighthouse|wallet|treasure|the first sentence|what to say)\b/);
  });

  it('leaves a lesson about oneself to the other stories: being kind is no skill to practise', () => {
    expect(LEARN.read('Tom learns to be kind to his little sister')).toBeNull();
    expect(LEARN.read('a girl who learns to share her toys')).toBeNull();
    expect(LEARN.read('Leo wants to learn to swim')).toMatchObject({ step: 'swim', scene: 'pool' });
  });
});
