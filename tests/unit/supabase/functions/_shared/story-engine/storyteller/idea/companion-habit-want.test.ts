// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { firstPart, wantOf } from '../../../../../../../support/idea-first-part.ts';

describe("a companion's habit is theirs: the hero wants to find out why, never to do it", () => {
  it.each([
    [
      "Nia's dog Biscuit keeps digging up grandad's roses",
      "find out why Biscuit kept digging up grandad's roses",
      /(set off|wanted) to dig up/,
    ],
    [
      "Arlo's parrot Kiwi won't stop copying the doorbell",
      'find out why Kiwi would not stop copying the doorbell',
      /(set off|wanted) to copy/,
    ],
    [
      "Ben's puppy Rolo can't stop chewing shoes",
      'find out why Rolo could not stop chewing shoes',
      /(set off|wanted) to (chew|stop)/,
    ],
  ])('%s', (prompt, want, heroDoesIt) => {
    expect(wantOf(prompt)).toBe(want);
    const part = firstPart('4-6', 'silly', prompt);
    // A 4–6 part tells a want too long for its sentences as what is known, then the question:
    // "Biscuit kept digging up grandad's roses. Nia set off to find out why."
    const habit = want.replace(/^find out why /, '');
    expect(part.includes(want) || part.includes(`${habit}. `)).toBe(true);
    expect(part).toMatch(/find out why/);
    expect(part).not.toMatch(heroDoesIt);
  });

  it("the hero's own habit stays the hero's, never a question about someone else", () => {
    const idea = understandIdea('Mo keeps practising his kick-ups');
    expect(idea.heroName).toBe('Mo');
    expect(wantOf('Mo keeps practising his kick-ups') ?? '').not.toMatch(/^find out why/);
    expect(firstPart('7-9', 'adventure', 'Mo keeps practising his kick-ups')).not.toMatch(
      /find out why/,
    );
  });
});
