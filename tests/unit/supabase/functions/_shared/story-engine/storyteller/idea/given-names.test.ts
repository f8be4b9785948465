// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { givenNamePronoun } from '@shared/story-engine/storyteller/idea/given-names.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('the pronoun a given name is told with', () => {
  it.each([
    ['Maya', 'she'],
    ['Larysa', 'she'],
    ['Halina', 'she'],
    ['Gethin', 'he'],
    ['Hosea', 'he'],
    ['Luca', 'he'],
    ['Mustafa', 'he'],
    ['Kai', null],
    ['Pasang', null],
  ])('%s is %s', (name, pronoun) => {
    expect(givenNamePronoun(name)).toBe(pronoun);
  });

  it('tells Maya as "she" where the idea gives no pronoun', () => {
    const part = tellWholeStory('Maya bakes a cake for grandma', '4-6', 'silly')[0] ?? '';
    expect(part).toMatch(/\b(She|she|her)\b/);
    expect(part).not.toMatch(/\b(He|he|him|his|His)\b/);
  });
});
