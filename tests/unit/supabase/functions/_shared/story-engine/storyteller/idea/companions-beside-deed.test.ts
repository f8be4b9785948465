// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const companionsOf = (prompt: string) =>
  understandIdea(prompt).companions.map((companion) => companion.name ?? companion.kind);

describe('a companion the idea names after the deed, or in a sentence of their own, comes along', () => {
  it.each([
    ['ava flys a rocket with teddy', ['Teddy']],
    ['Ava flies a rocket with Teddy', ['Teddy']],
    ['Kenji bakes a cake with mum', ['Mum']],
    [
      'an adventure in an underwater city where Hiroshi has to find the pearl that keeps all the lights on. his pet seahorse helps',
      ['seahorse'],
    ],
    [
      'a calm bedtime story about a mother whale and her calf who sing the whole ocean to sleep',
      ['calf'],
    ],
  ])('%s', (prompt, companions) => {
    expect(companionsOf(prompt)).toEqual(companions);
  });

  it.each([
    // A place, a people or a story named before "with" brings no one along: who follows leads.
    ['a road trip across Mexico with Ximena and her grandma', 'Ximena'],
    ['something chill to read before sleep, a night train across Wales with Rhiannon', 'Rhiannon'],
    [
      'A saga across three generations of a Polish-Lithuanian family of dragon wardens, starting with Jadwiga',
      'Jadwiga',
    ],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it.each(['Ava plays with fire and laughs', "Omar fights with Zara's dragon"])(
    '“%s” brings no one new',
    (prompt) => {
      expect(companionsOf(prompt)).not.toContain('Fire');
      expect(companionsOf(prompt)).not.toContain('Zara');
    },
  );

  it('still calls a friend by what the idea calls them', () => {
    const [first] = tellWholeStory(
      'a dinosaur who is scared of the dark and his friend the glow worm helps him',
      '4-6',
      'bedtime',
    );
    expect(first).toContain('His friend the glow worm');
  });

  it('calls a friend by the animal the idea names after “friend”, with no “the”', () => {
    const parts = tellWholeStory(
      'a little bear who says sorry to his friend rabbit for breaking his kite',
      '4-6',
      'values',
    );
    expect(parts[0]).toContain('His friend the rabbit');
    expect(parts.filter((part) => /\brabbit\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the teddy in the story, not an invented robot', () => {
    const parts = tellWholeStory('ava flys a rocket with teddy', '4-6', 'sci-fi');
    expect(parts.filter((part) => part.includes('Teddy')).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/small robot/);
  });
});
