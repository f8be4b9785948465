// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kinKind } from '@shared/story-engine/storyteller/idea/kin-kind.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a hero called by what a child calls them is a grown-up of that kind', () => {
  it.each([
    ['Dad', 'father'],
    ['Mummy', 'mother'],
    ['Grandma Rose', 'grandmother'],
    ['Nonno', 'grandfather'],
    ['Babcia', 'grandmother'],
    ['Auntie Ngozi', 'aunt'],
    ['Uncle Joe', 'uncle'],
    ['Tata', 'father'],
    ['Tía Rosa', 'aunt'],
    ['Mia', null],
  ])('%s', (name, kind) => {
    expect(kinKind(name)).toBe(kind);
  });

  it.each(['silly', 'values'] as const)('never tells Nonna as a kid or a child, %s', (genre) => {
    const [first] = tellWholeStory('nonna makes a pizza as big as a house', '4-6', genre);
    expect(first).toMatch(/\bNonna was an? (\w+ )?grandmother\b/);
  });
});
