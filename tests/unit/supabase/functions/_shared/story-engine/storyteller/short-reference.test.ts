import { describe, expect, it } from 'vitest';
import { shortReference } from '@shared/story-engine/storyteller/short-reference.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

describe('naming again what the story already named', () => {
  it('keeps the head and the nouns before it, without adjectives or what follows', () => {
    expect(shortReference('the chatty ship computer')).toBe('the ship computer');
    // A word that says how much goes with its adjective: "the very polite pig" told four times was
    // a tic in an adult story.
    expect(shortReference('the very polite pig')).toBe('the pig');
    expect(shortReference('the ship before the storm')).toBe('the ship');
    expect(shortReference('the missing garden gnomes')).toBe('the garden gnomes');
    expect(shortReference('the riddle of the clock')).toBe('the riddle');
    // The tagger reads "boats" here as a verb; a phrase's last word is still its head.
    expect(shortReference('the fishing boats')).toBe('the fishing boats');
    expect(shortReference('the old rowing boats')).toBe('the rowing boats');
  });

  it('never names someone again by a quality the tagger took for a noun', () => {
    // "The kind gave a big cheer" was a companion made of "a kind old man".
    expect(shortReference('the kind old man')).toBe('the man');
    expect(shortReference('the brave little knight')).toBe('the knight');
  });

  it('leaves names, pairs, two-word phrases and a head that needs its “to …” as they are', () => {
    expect(shortReference('the Tower of London')).toBe('the Tower of London');
    expect(shortReference('the puppy and the kitten')).toBe('the puppy and the kitten');
    expect(shortReference('the puppy')).toBe('the puppy');
    expect(shortReference('the courage to face the dark')).toBe('the courage to face the dark');
  });

  it('names an invented companion in full only in the part where they are met', () => {
    const parts = tellWholeStory('my hamster Peanut goes to space', '7-9', 'sci-fi');
    expect(parts[0]).toMatch(/\bfluffy alien pet\b/);
    for (const part of parts.slice(1)) {
      expect(part).not.toMatch(/\bfluffy alien pet\b/);
      expect(part).toMatch(/\bthe alien pet\b/i);
    }
  });
});
