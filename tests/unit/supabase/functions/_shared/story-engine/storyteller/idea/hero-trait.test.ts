// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { firstPart } from '../../../../../../../support/idea-first-part.ts';

describe('what the idea says the hero is like, and how old, describes the hero', () => {
  it.each([
    ['Moana is bored on a wet Saturday afternoon', 'Moana', ['bored']],
    [
      'a sulky fourteen-year-old skater called Jax wants to win the contest',
      'Jax',
      ['sulky', 'fourteen-year-old'],
    ],
    [
      'Zainab, a nineteen-year-old pilot on a cargo ship, must land in a storm',
      'Zainab',
      ['nineteen-year-old'],
    ],
    ['a quiet ten year old named Ines joins the chess club', 'Ines', ['quiet', 'ten-year-old']],
  ])('%s', (prompt, hero, traits) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.heroTraits).toEqual(traits);
  });

  it('what is set after the name is the hero’s kind', () => {
    expect(
      understandIdea('Zainab, a nineteen-year-old pilot on a cargo ship, must land in a storm')
        .heroKind,
    ).toBe('pilot');
  });

  it('a deed done to the hero, or where they are, is no trait', () => {
    expect(understandIdea('Nell is hired to find the duke’s ring').heroTraits).toEqual([]);
    expect(understandIdea('Oti is lost in the maze').heroTraits).toEqual([]);
    expect(understandIdea('Bram is moving house to Cardiff').heroTraits).toEqual([]);
  });

  it('one given an age leads, and the one named with them comes along', () => {
    const idea = understandIdea('Rory, 10, and his nan bake scones for the fete');
    expect(idea.heroName).toBe('Rory');
    expect(idea.companions.map((companion) => companion.kind)).toEqual(['nan']);
  });

  it('the story tells the hero as the idea does', () => {
    expect(firstPart('7-9', 'adventure', 'Moana is bored on a wet Saturday afternoon')).toMatch(
      /Moana[^.]* a bored /,
    );
  });
});

describe('"feels left out" is how the hero feels, not what they are like', () => {
  it('never tells “a left child”', () => {
    const idea = understandIdea(
      "my story: Priya's best friend Meera starts sitting with the new girls at lunch and Priya feels left out",
    );
    expect(idea.heroName).toBe('Priya');
    expect(idea.heroTraits).not.toContain('left');
  });
});
