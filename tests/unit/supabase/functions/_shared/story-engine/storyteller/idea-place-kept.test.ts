// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

describe("the idea's own place stays the story's place after the first part", () => {
  it.each([
    [
      'Kaan and his twin brothers Emre and Efe follow a treasure map all over the zoo on his birthday',
      '7-9',
      'adventure',
      /\b(zoo|penguin|reptile house|butterfly house|zookeeper|lookout tower)\b/i,
      /\b(shipwreck|sea chest|lighthouse|fisherman|rocky island)\b/i,
    ],
    [
      'Ada and her dad spend a day at the safari park looking for the escaped penguin',
      '4-6',
      'adventure',
      /\b(zoo|penguin|reptile house|butterfly house|zookeeper|lookout tower)\b/i,
      /\b(shipwreck|sea chest|lighthouse)\b/i,
    ],
    [
      'A cosy mystery: retired ballet teacher Margarida investigates the disappearance of a prize-winning cake at a Cornish village fête',
      'adult',
      'mystery',
      /\b(village|field|henhouse|barn|shepherd|farmer|footbridge|hay loft|milestone|calf|orchard)\b/i,
      /\b(dinner lady|head of year|register|classroom|art room)\b/i,
    ],
    [
      'the village fete is ruined when the cake goes missing and Tom wants to find it',
      '7-9',
      'mystery',
      /\b(village|field|henhouse|barn|shepherd|farmer|footbridge|hay loft|milestone|calf|orchard)\b/i,
      /\b(dinner lady|head of year|register|classroom|art room)\b/i,
    ],
  ] as const)('%s', (prompt, age: AgeId, genre: GenreSlug, there, elsewhere) => {
    const parts = tellWholeStory(prompt, age, genre);
    expect(parts.slice(1).filter((part) => there.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(elsewhere);
  });

  it('keeps a school idea at school', () => {
    const parts = tellWholeStory(
      'Maya is the new girl at school and wants to find a friend',
      '7-9',
      'adventure',
    );
    expect(parts.join(' ')).not.toMatch(/\b(zoo|penguin pool|village)\b/i);
  });
});
