// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const kindsOf = (prompt: string) =>
  understandIdea(prompt).companions.map((companion) => companion.name ?? companion.kind);

describe('one the idea says goes along with the hero does, wherever the idea says so', () => {
  it('“lots of battles pls and a wise old turtle who goes with her everywhere”', () => {
    const prompt =
      'Tamar is the youngest of seven sisters and when the sea kingdom falls to the storm lord she is the only one who can find the three lost pearls. lots of battles pls and a wise old turtle who goes with her everywhere';
    expect(kindsOf(prompt)).toEqual(['turtle']);
    const parts = tellWholeStory(prompt, 'adult', 'epic-fantasy');
    expect(parts.filter((part) => /\bturtle\b/.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/\bsilver wolf\b/);
  });

  it('reads “travels with her father’s caravan” as a thing she goes with, not someone', () => {
    expect(
      kindsOf(
        "I want to learn about the silk road through a story, following a merchant's daughter Roshan who travels with her father's caravan out of Samarkand",
      ),
    ).not.toContain('caravan');
  });
});
