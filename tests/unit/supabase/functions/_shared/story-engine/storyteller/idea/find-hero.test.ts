// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('an animal hero named the way the idea names it', () => {
  it.each([
    ['Biscuit the puppy learns to swim at the lake with his big sister Mabel', 'Biscuit', 'puppy'],
    ['Pip the hedgehog is scared of the dark', 'Pip', 'hedgehog'],
    ['pip the hedgehog wants a new hat', 'Pip', 'hedgehog'],
    ['who ate all the carrots? Hana the hedgehog wants to know', 'Hana', 'hedgehog'],
    ['Freddie the frog lost his croak', 'Freddie', 'frog'],
  ])('%s', (prompt, name, kind) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(name);
    expect(idea.heroKind).toBe(kind);
  });

  it('tells Biscuit as a puppy called Biscuit, never a child who is a biscuit', () => {
    const parts = tellWholeStory(
      'Biscuit the puppy learns to swim at the lake with his big sister Mabel',
      '4-6',
      'values',
    );
    expect(parts[0]).toMatch(/\bBiscuit\b/);
    expect(parts[0]).toMatch(/\bpuppy\b/);
    expect(parts.join(' ')).not.toMatch(/\b(a|an) \w+ biscuit\b/i);
    expect(parts.filter((part) => /\bBiscuit\b/.test(part)).length).toBeGreaterThanOrEqual(5);
  });

  it('gives an unnamed animal hero a name of its own and keeps what it is', () => {
    const parts = tellWholeStory('a hippo who wants to be a ballerina', '7-9', 'silly');
    expect(parts[0]).toMatch(/\bhippo\b/);
  });
});
