// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe("a mystery keeps the idea's own clue", () => {
  it.each([
    ['zofia wants to find out who took the carrots, she found tiny footprints', 'tiny footprints'],
    ['there were crumbs everywhere and the cake was gone', 'crumbs'],
    ['the only clue is a red glove by the gate', 'a red glove'],
    ['someone left a trail of glitter all over the hall', 'a trail of glitter'],
    ['Leo sees feathers in the kitchen and the pie is gone', 'feathers'],
  ])('%s', (prompt, clue) => {
    expect(understandIdea(prompt).clue).toBe(clue);
  });

  it('reads no clue from a creature found, nor from an idea that tells none', () => {
    expect(understandIdea('she found a dragon in the shed').clue).toBeNull();
    expect(understandIdea('who took the cookies from the jar?').clue).toBeNull();
  });

  it('finds that clue in the story, and it points to someone who leaves such marks', () => {
    const parts = tellWholeStory(
      'zofia wants to find out who took the carrots from dziadeks allotment, with her dog biscuit. she found tiny footprints',
      '7-9',
      'mystery',
    );
    const told = parts.join(' ');
    expect(parts[0]).toMatch(/tiny footprints/i);
    expect(told).not.toMatch(/flour|fur|boot prints|fingerprints|thread/);
    // Tiny footprints are an animal's, and an animal takes carrots to eat them.
    expect(parts[5]).toMatch(/magpie|cat/);
    expect(parts[5]).not.toMatch(/glittered|nap/);
  });
});

describe("a mystery keeps the culprit's reason the idea gives", () => {
  it('reads the reason after "because" or "cos", told as what they did then', () => {
    expect(
      understandIdea(
        "tariq's sheet music keeps going missing. it was the neighbour because he cant stand the practising",
      ).reveal?.why,
    ).toBe('could not stand the practising');
    expect(
      understandIdea('who keeps taking the gnomes? it was the fox cos it likes shiny things lol')
        .reveal?.why,
    ).toBe('liked shiny things');
  });

  it('tells that reason at the end, never a stock one', () => {
    const parts = tellWholeStory(
      "tariq's sheet music keeps going missing before his recital. it was the neighbour because he cant stand the practising",
      '10-12',
      'mystery',
    );
    expect(parts[5]).toContain('the neighbour could not stand the practising');
    expect(parts[5]).not.toMatch(/thrown away|for a surprise|storm/);
  });
});
