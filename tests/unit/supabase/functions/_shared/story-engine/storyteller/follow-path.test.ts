// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readOwnChoice } from '@shared/story-engine/storyteller/follow-path.ts';
import { tellStoryAlongChoices } from '../../../../../../support/tell-story-along-choices.ts';

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

describe('a choice offered once along a path', () => {
  it('is not offered again while the setting has others', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const parts = tellStoryAlongChoices({
        age: '4-6',
        genre: 'values',
        parts: 5,
        request: {
          prompt:
            'kwabena has to say sorry to his cousin Ama cos he broke her kite at the kite festival',
          story_id: `00000000-0000-4000-8000-00000000000${seed}`,
        },
        pick: () => seed % 3,
      }).map((segment) => segment.segment_text);
      const offers = parts.flatMap((part) =>
        [...part.matchAll(/could ([a-z ]+? the [a-z -]+?)(?: next)?[.,]/g)]
          .map((match) => match[1] ?? '')
          .filter((offer) => !/^(hear|see)\b/.test(offer)),
      );
      expect(new Set(offers).size, offers.join(' / ')).toBe(offers.length);
    }
  });
});
