// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, type AgeId } from '@shared/age-bands.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const AGES = Object.keys(AGE_BANDS) as AgeId[];

describe('one lost or shut in finds the way home or out, never walks towards it', () => {
  it.each([
    ['a story about zara and her kitten who get lost at the big bus station pls', 'way home'],
    ['Ruth and her cousin Dov get shut inside the museum after closing time', 'way out'],
  ])('%s', (idea, way) => {
    for (const age of AGES) {
      const story = tellWholeStory(idea, age, 'adventure').join('\n');
      // "The road to the way home would be long", "could see the way to the way out".
      expect(story).not.toMatch(
        new RegExp(
          `(road|path|route|journey|way) to the ${way}|see the ${way}|nearer to the ${way}`,
        ),
      );
      expect(story).not.toMatch(/the way to the way\b/);
      // The story still ends where it set out to: the way is found.
      expect(story).toMatch(new RegExp(`find the ${way}`));
    }
  });
});
