// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

// What a walk past walls and bridges says, and a choice weighed at home never does.
const STOCK_WALK =
  /\b(car park|formidable|foot caught|swaying bridge|kennels|climbed over|hay loft)\b/i;

describe('a choice the hero has to make is weighed, talked through and made', () => {
  it.each([
    [
      'Fatima, a night-shift nurse, has to choose between a promotion and more time with her father',
      'adult',
      /\bchoose between a promotion and more time with her father\b/,
    ],
    [
      'two sisters, Paola and Lucia, have to decide whether to sell the family olive farm in Puglia after their father dies',
      'adult',
      /\bShould Paola sell the family olive farm in Puglia\?/,
    ],
    [
      'Lucía finds a wallet on the bus and has to decide whether to give it back',
      '7-9',
      /\bShould Lucía give it back\?/,
    ],
  ] as const)('%s (%s)', (prompt, age: AgeId, asked) => {
    const parts = tellWholeStory(prompt, age, 'values');
    expect(parts[0]).toMatch(asked);
    expect(parts.join(' ')).not.toMatch(STOCK_WALK);
    expect(parts[5]).toMatch(
      /\b(made the choice|made the decision|made up (her|his) mind|chose)\b/,
    );
  });

  it('tells a queen’s choice between her daughter and her kingdom as an epic, not at the kitchen table', () => {
    const story = tellWholeStory(
      'an ageing queen must choose between her daughter and her kingdom',
      'adult',
      'epic-fantasy',
    ).join(' ');
    expect(story).not.toMatch(/\bkitchen table\b|\bbedroom door\b/);
  });
});
