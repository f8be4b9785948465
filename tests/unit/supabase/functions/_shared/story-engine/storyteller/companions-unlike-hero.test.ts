// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companionsUnlikeHero } from '@shared/story-engine/storyteller/companions-unlike-hero.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

describe('the companion a story invents', () => {
  const bedtime = ['a sleepy cat', 'a soft teddy bear', 'a tiny night owl'];

  it('is never the hero’s own kind, nor a toy for a teenager or a grown-up', () => {
    expect(companionsUnlikeHero(bedtime, 'baby owl')).toEqual([
      'a sleepy cat',
      'a soft teddy bear',
    ]);
    expect(companionsUnlikeHero(bedtime, 'girl', true)).toEqual([
      'a sleepy cat',
      'a tiny night owl',
    ]);
    expect(companionsUnlikeHero(bedtime, 'girl')).toEqual(bedtime);
  });

  it('keeps a teenager’s bedtime story free of a soft teddy bear', () => {
    for (const age of ['teen', 'adult'] as const)
      expect(
        tellWholeStory(
          'a story for an 11 yr old who says shes too old for bedtime stories, about the stars over a fishing boat. her name is Nell',
          age,
          'bedtime',
        ).join(' '),
      ).not.toMatch(/teddy/);
  });
});
