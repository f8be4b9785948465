// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('an idea about who did something is a mystery in any genre that goes out and about', () => {
  it.each<[string, AgeId, GenreSlug, RegExp]>([
    [
      'On the moon base somebody keeps stealing the batteries from the rovers. Zara and the robot ARIA investigate. (it was the base cat who likes warm things)',
      '10-12',
      'sci-fi',
      /base cat/,
    ],
    [
      'who drew crayon all over the kitchen wall? Sami thinks it was the cat but it was the baby!!',
      '4-6',
      'silly',
      /The answer was the baby|It was the baby/,
    ],
    [
      'Aiko finds out who ate all the snacks on the space station. it was the little cleaning robot',
      '7-9',
      'sci-fi',
      /little cleaning robot/,
    ],
  ])('%s', (prompt, age, genre, culprit) => {
    const told = tellWholeStory(prompt, age, genre);
    // The hero sets out to find out who, crosses out suspects, and the ending names the culprit.
    expect(told[0]).toMatch(/find out who|who had done it|find out the truth/);
    expect(told.join(' ')).toMatch(/notebook|suspects?|names? (was|were) left|crossed out/i);
    expect(told[5]).toMatch(culprit);
  });

  it.each<[string, GenreSlug]>([
    [
      'the last dragon egg is hidden under the glacier and Björn has to reach it first',
      'epic-fantasy',
    ],
    [
      "Dimitri's homework gets eaten by his robot vacuum and the teacher actually believes him",
      'silly',
    ],
  ])('a deed with no one to find out stays the genre’s own story: %s', (prompt, genre) => {
    expect(tellWholeStory(prompt, '7-9', genre).join(' ')).not.toMatch(/notebook|crossed out/);
  });
});

describe('a relative given away as the culprit is named as the child calls them', () => {
  it.each([
    ['who put all the socks in the fridge??? noah and mia find out. it was grandpa lol', /Grandpa/],
    [
      'who broke babcias best teapot? kasia investigates, everyone blames the dog but it was babcia herself lol',
      /Babcia/,
    ],
  ])('%s', (prompt, name) => {
    const ending = tellWholeStory(prompt, '7-9', 'silly')[5] as string;
    expect(ending).toMatch(name);
    expect(ending).not.toMatch(/the (grandpa|babcia)\b/i);
  });
});
