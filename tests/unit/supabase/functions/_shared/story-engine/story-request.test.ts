// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStoryRequest } from '@shared/story-engine/index.ts';

describe('parseStoryRequest', () => {
  it('fills defaults for a minimal request', () => {
    const parsed = parseStoryRequest({ age: '7-9', genre: 'mystery' });
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        prompt: '',
        characters: [],
        history: [],
        finish: false,
        options: { length: 'standard', person: 'third' },
      },
    });
  });

  it.each([
    [{ genre: 'mystery' }, 'age', 'age is required'],
    [{ age: '7-9' }, 'genre', 'genre is required'],
    [{ age: '3', genre: 'mystery' }, 'age', 'age must be one of'],
    [{ age: '7-9', genre: 'horror' }, 'genre', 'genre must be one of'],
    [
      { age: '7-9', genre: 'mystery', prompt: 'x'.repeat(2001) },
      'prompt',
      'prompt must be 2000 characters or fewer',
    ],
  ])('rejects %j naming the field', (body, field, message) => {
    const parsed = parseStoryRequest(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.field).toBe(field);
      expect(parsed.message).toContain(message);
    }
  });

  it('rejects a character with six traits', () => {
    const parsed = parseStoryRequest({
      age: 'teen',
      genre: 'adventure',
      characters: [{ name: 'Kit', role: 'sidekick', traits: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    });
    expect(parsed).toMatchObject({ ok: false, field: 'characters.0.traits' });
  });
});
