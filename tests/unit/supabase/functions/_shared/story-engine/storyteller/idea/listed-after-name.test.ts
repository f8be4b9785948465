// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const companionsOf = (prompt: string) =>
  understandIdea(prompt).companions.map((companion) => companion.name ?? companion.kind);

describe('one listed as the named hero’s own after a comma comes along', () => {
  it('“with Karim, his twin brother and a lady with a parrot”: the twin brother comes', () => {
    const prompt =
      'the lift in grandmas tower block gets stuck between floors with Karim, his twin brother and a lady with a parrot';
    expect(companionsOf(prompt)).toContain('twin brother');
    const parts = tellWholeStory(prompt, '4-6', 'adventure');
    expect(parts.filter((part) => /\bbrother\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('reads “her name is Priya” as what she is called, never someone who comes', () => {
    const prompt =
      'my daughter wants a story where she rides a unicorn to the moon with her cat Mochi, her name is Priya';
    expect(companionsOf(prompt)).toEqual(['Mochi']);
    expect(tellWholeStory(prompt, '4-6', 'fantasy-magic').join(' ')).not.toMatch(
      /\bher name came\b|\bthe name\b/,
    );
  });

  it('reads “my name is Jonah” as what the teller is called, never someone who comes', () => {
    const prompt =
      'im 14 and my name is Jonah, write a story where i accidentally become mayor of a town full of talking cats lol';
    expect(companionsOf(prompt)).toEqual([]);
    expect(tellWholeStory(prompt, 'teen', 'silly').join(' ')).not.toMatch(/\b(his|the) name\b/i);
  });

  it('keeps a mystery’s want when the grandma named after the hero runs a salon', () => {
    expect(
      understandIdea(
        'a girl in kingston called Shanice, her grandma runs a hair salon and someone keeps sliding notes under the door at night. she and her grandma work out who',
      ).want?.verb,
    ).toBe('find out');
  });
});
