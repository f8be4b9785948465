// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a long want told in every part is shortened once it has been said twice', () => {
  it('says "have a good day at the school" at most three times in six parts', () => {
    const told = tellWholeStory('Priya goes to school', '10-12', 'fantasy-magic').join(' ');
    expect(told.split('have a good day at the school').length - 1).toBeLessThanOrEqual(3);
    // The want is still there, in its shortest form.
    expect(told.split('have a good day').length - 1).toBeGreaterThanOrEqual(4);
  });
});
