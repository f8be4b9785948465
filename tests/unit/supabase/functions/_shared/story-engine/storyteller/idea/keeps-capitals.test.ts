// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a proper adjective or an initialism taken from the idea keeps its capitals', () => {
  it.each([
    ['A Kazakh eagle hunter and her golden eagle cross the frozen plains', 'Kazakh'],
    ['A Welsh shepherd girl searches the hills for her lost lamb', 'Welsh'],
    ['Dad and I drive an old VW camper to the seaside', 'VW'],
    ['Two friends fix up a NASA rover in their garage', 'NASA'],
  ])('%s', (prompt, word) => {
    const told = tellWholeStory(prompt, '10-12', 'adventure').join('\n');
    expect(told).toContain(word);
    expect(told).not.toMatch(new RegExp(`\\b${word.toLowerCase()}\\b`));
  });

  it('reads the hero’s kind with its proper adjective: “a Kazakh eagle hunter”', () => {
    expect(understandIdea('A Kazakh eagle hunter crosses the frozen plains').heroKind).toBe(
      'Kazakh eagle hunter',
    );
  });

  it('tells an idea typed all in capitals in lower case, not as initialisms', () => {
    expect(understandIdea('MY DOG ATE THE OLD VW CAMPER').want?.thing).toBe('old vw camper');
  });
});
