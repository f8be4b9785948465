// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readOwnChoice } from '@shared/story-engine/storyteller/follow-path.ts';

describe("a reader's own choice", () => {
  it('carries what can be picked up, and never a place: "holding the locked cellar" is not told', () => {
    expect(readOwnChoice('Pick up the shiny shell')).toMatchObject({
      object: 'the shiny shell',
      carries: true,
    });
    expect(readOwnChoice('Open the locked cellar')).toMatchObject({
      object: 'the locked cellar',
      carries: false,
    });
  });
});
