// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('one named for what they do is that, wherever the idea says they are', () => {
  it.each([
    [
      'magic realism: a baker in Oaxaca named Guadalupe discovers that whoever eats her bread dreams of the person they lost',
      'Guadalupe',
      'baker',
    ],
    [
      'an engaging story that explains how compound interest works, following a market trader in Kumasi named Adwoa',
      'Adwoa',
      'market trader',
    ],
    ['a fox cub called Rusty digs a den', 'Rusty', 'fox cub'],
  ])('%s', (prompt, hero, kind) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.heroKind).toBe(kind);
  });

  it('never calls the hero by the town they live in', () => {
    const story = tellWholeStory(
      'a simple story for adults learning english, about a woman from Somalia called Hodan who opens a cafe',
      'adult',
      'educational',
    ).join(' ');
    expect(story).toContain('Hodan the woman');
    expect(story).not.toMatch(/Hodan the Somalia|a \w+ Somalia\b/);
  });
});
