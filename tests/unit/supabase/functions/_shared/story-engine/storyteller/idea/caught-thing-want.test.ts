// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';

describe('a thing caught somewhere is what the hero goes for; the hero caught wants out', () => {
  it.each([
    ["Zoe's red balloon is stuck on the church roof", 'rescue red balloon'],
    ['ollies frisbee got stuck in the big oak tree', 'rescue frisbee'],
    ["Dev's wooden sword is lost in the bog", 'find wooden sword'],
    // The hero, and the hero's company, caught somewhere still want the way out.
    ['Pia gets stuck in the lift at the shopping centre', 'find way out'],
    ['Hugo and his cousins get lost in the maze', 'find way home'],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });
});
