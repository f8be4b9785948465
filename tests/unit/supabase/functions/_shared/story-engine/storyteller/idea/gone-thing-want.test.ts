// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a thing the idea says is gone is what the story looks for', () => {
  it.each([
    ['the school banner is gone and Marek wants to work out who took it', 'find school banner'],
    ['Our hen Dotty was gone this morning and Ruth has to find out who let her out', null],
    [
      'the golden bell has gone from the chapel tower, so Elif sets out to find out who took it',
      'find golden bell',
    ],
  ])('%s', (prompt, want) => {
    if (want) expect(wantOf(prompt)).toBe(want);
    for (const age of ['7-9', 'teen', 'adult'] as const) {
      const story = tellWholeStory(prompt, age, 'mystery').join('\n');
      // "the out who took the trophy": a particle is never a thing.
      expect(story).not.toMatch(/\bthe (out|down|up) (who|what|why)\b/);
    }
  });

  it('the one looking for the lost pet is not the pet', () => {
    const idea = understandIdea(
      'the class tortoise is gone and there are muddy prints by the door',
    );
    expect(idea.want?.noun).toBe('tortoise');
    expect(idea.heroKind ?? '').not.toMatch(/tortoise/);
  });

  it('someone who has gone somewhere is not lost', () => {
    expect(
      wantOf('Dad has gone to the shop and Priya bakes him a surprise cake') ?? '',
    ).not.toMatch(/^find (dad|shop)/i);
  });

  it("the genre's own goal is told as English says it", () => {
    // An idea with no want of its own takes the genre's goal: "find out who took the trophy".
    const prompt = 'Agnieszka the detective and a rainy week in the harbour town';
    expect(understandIdea(prompt).want).toBeNull();
    for (const age of ['7-9', 'teen', 'adult'] as const)
      for (let seed = 0; seed < 6; seed += 1) {
        const story = tellStoryWithSeed(prompt, age, seed);
        expect(story).not.toMatch(/\bthe out\b/);
      }
  });
});

function tellStoryWithSeed(prompt: string, age: '7-9' | 'teen' | 'adult', seed: number): string {
  return tellStoryAlongChoices({
    age,
    genre: 'mystery',
    parts: 6,
    request: { prompt, story_id: `00000000-0000-4000-8000-00000000003${seed}` },
  })
    .map((segment) => segment.segment_text)
    .join('\n');
}

describe('what slips from a hand is lost, and the want is to find it', () => {
  it('a balloon let go of is looked for; a fear let go of is no thing', () => {
    expect(
      wantOf(
        'a story about my nephew kiran who lets go of his red balloon at the night market and his didi helps him chase it',
      ),
    ).toBe('find red balloon');
    const story = tellWholeStory(
      'a story about my nephew kiran who lets go of his red balloon at the night market',
      '4-6',
      'adventure',
    ).join('\n');
    expect(story).not.toMatch(/\blets go\b/);
    expect(wantOf('Mia lets go of her fear and jumps into the pool')).toBe('let go of fear');
  });
});
