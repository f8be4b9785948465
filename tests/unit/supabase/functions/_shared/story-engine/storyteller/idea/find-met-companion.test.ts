// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('the one the hero’s deed is for or with comes along', () => {
  it.each([
    ['a little penguin says sorry to the seal after the snowball fight', 'seal', []],
    [
      'a retired sailor named Bo is paid to guide a young prince across the marsh',
      'prince',
      ['young'],
    ],
    // A pet of the hero's own that she does something with comes along, however the idea says it.
    ['Tomiwa walks her three-legged dog along the canal', 'dog', ['three-legged']],
    // One who helps the hero, named before them, comes along too.
    ['a robot dog helps Pablo learn to ride his bike with no stabilisers', 'robot dog', []],
    ['a kind old owl teaches Nia to read the stars', 'owl', ['kind', 'old']],
    // One the hero finds on the way.
    [
      'a knight called Sir Wobbles who is scared of the dark and finds a friendly firefly',
      'firefly',
      ['friendly'],
    ],
  ])('“%s”: the %s', (prompt, kind, traits) => {
    const idea = understandIdea(prompt);
    expect(idea.companions).toHaveLength(1);
    expect(idea.companions[0]).toMatchObject({ kind, traits, name: null });
  });

  it.each([
    // A rival the hero must outwit, or one with a deed of their own, is what the story is against.
    'Sir Tam has to outwit a troll who guards the bridge',
    'Detective Ola chases the fox that took the hens',
    // What is missing is looked for, not brought along.
    'a mystery about Ben and the missing toy rabbit at nursery',
  ])('“%s”: nobody comes along', (prompt) => {
    expect(understandIdea(prompt).companions).toEqual([]);
  });

  it('keeps what the hero does with her dog as what she sets out to do', () => {
    expect(understandIdea('Tomiwa walks her three-legged dog along the canal').want).toMatchObject({
      verb: 'walk',
      noun: 'dog',
    });
  });

  it('reads a hyphened word as describing the companion: “her long-lost cousin Amara”', () => {
    const idea = understandIdea('Nadia and her long-lost cousin Amara open a bakery by the sea');
    expect(idea.heroName).toBe('Nadia');
    expect(idea.companions[0]).toMatchObject({ name: 'Amara', kind: 'cousin' });
  });

  it('never reads what comes before a dash as what the hero is', () => {
    const idea = understandIdea(
      'something gentle after a long day - Mika feeds the ducks at the pond',
    );
    expect(idea.heroName).toBe('Mika');
    expect(idea.heroKind).toBeNull();
  });

  it('meets the seal as a seal before it does anything, and keeps it to the end', () => {
    const parts = tellWholeStory(
      'a little penguin says sorry to the seal after the snowball fight',
      '4-6',
      'values',
    );
    const first = parts.join(' ').match(/[^.!?]*\bseal\b[^.!?]*/)?.[0] ?? '';
    expect(first).toMatch(/\ba seal\b/i);
    expect(parts.filter((part) => /\bseal\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('what the hero finds is a companion only when it is a being', () => {
  it('finds a dragon egg, never a companion called "dragon egg"', () => {
    expect(understandIdea('Mia finds a dragon egg in the garden').companions).toEqual([]);
  });
});
