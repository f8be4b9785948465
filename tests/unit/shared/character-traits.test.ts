import { describe, expect, it } from 'vitest';
import { MAX_CHARACTER_TRAITS, readTraits } from '@shared/character-traits.ts';
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
});
