// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('a name typed in lower case beside the hero’s own cousin, nan or neighbour', () => {
  it.each([
    [
      'someone keeps letting the hens out at night. kemi, her cousin emeka and their nan set up a camera',
      'Kemi',
    ],
    [
      'when the river floods the village ifeoma and her neighbour mr kowalski have to save his goats',
      'Ifeoma',
    ],
    ['me and my friends (im kirsty, theres also priya) get chased by a goose', 'Kirsty'],
    ['how does a windmill work? with ellie and her grampa', 'Ellie'],
    ['who took the plums from nonnas garden?? the hero is lucia and her tortoise', 'Lucia'],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it('never names a thing or a city so', () => {
    expect(understandIdea('Hana has one umbrella and her friend Kwame has none').heroName).toBe(
      'Hana',
    );
    const paris = understandIdea('Zoe lives in Paris and her cat Mimi wants to see the tower');
    expect(paris.heroName).toBe('Zoe');
    expect(paris.place).toBe('Paris');
    expect(understandIdea('im bored and im sad, a story about a dragon').heroName).toBeNull();
  });
});
