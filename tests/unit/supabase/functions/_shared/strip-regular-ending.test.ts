// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripRegularEnding } from '@shared/strip-regular-ending.ts';

describe('stripRegularEnding', () => {
  it.each([
    ['ponies', 'pony'],
    ['foxes', 'fox'],
    ['quizzes', 'quiz'],
    ['tracks', 'track'],
    ['hopped', 'hop'],
    ['saved', 'save'],
    ['tried', 'try'],
    ['baking', 'bake'],
    ['swimming', 'swim'],
    ['happier', 'happy'],
    ['bakers', 'bake'],
    ['tallest', 'tall'],
    ['quickly', 'quick'],
    ['happily', 'happy'],
  ])('reads "%s" as a form of "%s"', (word, stem) => {
    expect(stripRegularEnding(word)).toContain(stem);
  });

  it('offers nothing for a word with no regular ending', () => {
    expect(stripRegularEnding('fox')).toEqual([]);
    expect(stripRegularEnding('castle')).toEqual([]);
  });

  it('offers no one-letter stem', () => {
    expect(stripRegularEnding('is')).not.toContain('i');
    expect(stripRegularEnding('fly')).not.toContain('f');
  });
});
