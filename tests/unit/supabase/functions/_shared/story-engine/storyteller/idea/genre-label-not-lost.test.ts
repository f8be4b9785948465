// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a genre label before a colon is never what went missing, nor the hero', () => {
  it.each([
    [
      'A cosy mystery: at a village wedding in Perthshire the wedding cake topper goes missing, and retired headmistress Agnes investigates',
      'wedding cake topper',
    ],
    [
      "A cosy mystery: the vicar's prize marrow goes missing the night before the show",
      "vicar's prize marrow",
    ],
    ['Spooky mystery: the old brass key goes missing from the school', 'old brass key'],
  ])('%s', (prompt, lost) => {
    const idea = understandIdea(prompt);
    expect(idea.want?.thing).toContain(lost);
    expect(idea.heroKind ?? '').not.toMatch(/mystery|cosy|spooky/i);
  });

  it('tells the reader the thing that went missing, never "the cosy mystery"', () => {
    const parts = tellWholeStory(
      'A cosy mystery: at a village wedding in Perthshire the wedding cake topper goes missing, and retired headmistress Agnes investigates',
      'adult',
      'mystery',
    );
    expect(parts[0]).toMatch(/wedding cake topper/);
    expect(parts.join(' ')).not.toMatch(/\b(the|a) cosy mystery\b/i);
  });
});
