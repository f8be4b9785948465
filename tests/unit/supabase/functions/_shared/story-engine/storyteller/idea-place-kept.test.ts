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
    [
      'Hala and her goat cross the desert to find the hidden spring before the water runs out',
      '10-12',
      'adventure',
      /\b(desert|dunes?|camels?|palm tree|oasis|salt flat|lizard)\b/i,
      /\b(shipwreck|lighthouse|seal|fisherman|harbour|gulls?)\b/i,
    ],
    [
      'in an underwater city the oxygen keeps running low and Marisol wants to find out why',
      '10-12',
      'mystery',
      /\b(underwater city|airlock|sonar|kelp|octopus|glass tunnel|oxygen|jellyfish)\b/i,
      /\b(asteroids?|aliens?|lighthouse|gulls?|pier)\b/i,
    ],
    [
      'Prince Tomas must find the stolen crown somewhere inside his own castle before the feast',
      '7-9',
      'epic-fantasy',
      /\b(castle|tower|drawbridge|great hall|battlements|tapestry|cook|guard|banners?)\b/i,
      /\b(lighthouse|spaceship|shipwreck)\b/i,
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
