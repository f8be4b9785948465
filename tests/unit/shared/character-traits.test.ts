// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_CHARACTER_TRAITS, MAX_TRAIT_LENGTH, readTraits } from '@shared/character-traits.ts';
import { parseStoryRequest } from '@shared/story-engine/story-request.ts';

describe('the traits rule', () => {
  it('reads comma separated traits, dropping blanks, and refuses more than five', () => {
    expect(readTraits(' brave, , kind ,')).toEqual({ ok: true, traits: ['brave', 'kind'] });
    expect(readTraits('')).toEqual({ ok: true, traits: [] });
    expect(readTraits('a, b, c, d, e, f')).toEqual({
      ok: false,
      message: 'A character can have at most 5 traits.',
    });
  });

  it('is the limit the story request holds a character to', () => {
    const request = (traits: string[]) =>
      parseStoryRequest({
        age: '7-9',
        genre: 'adventure',
        prompt: 'A fox',
        characters: [{ name: 'Pip', traits }],
      });
    const traits = Array.from({ length: MAX_CHARACTER_TRAITS + 1 }, (_, index) => `trait ${index}`);
    expect(request(traits.slice(0, MAX_CHARACTER_TRAITS)).ok).toBe(true);
    expect(request(traits).ok).toBe(false);
  });

  it('refuses a trait longer than the story request takes, so a saved character never breaks a story', () => {
    const long = 'x'.repeat(MAX_TRAIT_LENGTH + 1);
    expect(readTraits(`brave, ${long}`)).toEqual({
      ok: false,
      message: 'Each trait can be at most 40 characters.',
    });
    expect(readTraits('x'.repeat(MAX_TRAIT_LENGTH)).ok).toBe(true);
    const request = (trait: string) =>
      parseStoryRequest({
        age: '7-9',
        genre: 'adventure',
        characters: [{ name: 'Pip', traits: [trait] }],
      });
    expect(request('x'.repeat(MAX_TRAIT_LENGTH)).ok).toBe(true);
    expect(request(long).ok).toBe(false);
  });
});
