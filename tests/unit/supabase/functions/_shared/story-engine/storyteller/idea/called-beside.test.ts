// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a name set beside a companion after a comma is the companion’s', () => {
  it('“with her familiar, a grumpy crow called Pepper”: the witch leads, and Pepper goes with her', () => {
    const prompt =
      "teenage witch works part time at a vet's surgery and secretly uses spells to heal the animals, with her familiar, a grumpy crow called Pepper, until her boss starts to notice";
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind).toBe('witch');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Pepper']);
    const parts = tellWholeStory(prompt, 'teen', 'fantasy-magic');
    expect(parts[0]).toMatch(/\bwas a teenage witch\b/);
    expect(parts.filter((part) => /\bPepper\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('“before her exams, a boy named Tomas”: a name beside a thing is the hero’s', () => {
    expect(
      understandIdea(
        'a calm story to help my teenager sleep before her exams, a boy named Tomas walking by a lake at night',
      ).heroName,
    ).toBe('Tomas');
  });

  it('“Mia and her dog, a spaniel called Rolo”: the dog is Rolo', () => {
    const idea = understandIdea('Mia and her dog, a spaniel called Rolo, find a cave');
    expect(idea.heroName).toBe('Mia');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Rolo']);
  });
});
