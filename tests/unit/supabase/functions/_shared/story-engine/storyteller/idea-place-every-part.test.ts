// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

// The genres' stock places and people, which a story set somewhere the idea names never visits.
const STOCK =
  /\b(train yard|shipwreck|lighthouse|harbour|cellar|museum|sea chest|rocky island|steep cliff|seal)\b/i;

describe('the place the idea names is where every part of the story happens', () => {
  it.each([
    [
      "who ate all the jam tarts at granny's?",
      '7-9',
      'mystery',
      /\b(granny's|attic|sofa|beds|washing basket|shed|toy box|drawer|shopping list|pegs|kitchen)\b/i,
      /\b(baker|gardener|caretaker|paper boy|magpie)\b/,
    ],
    [
      'a monkey called Momo gets lost in the jungle',
      '4-6',
      'adventure',
      /\b(jungle|vines?|waterfall|parrot|toucan|canopy|river|mango|banana|orchid|frog|jaguar)\b/i,
      /\b(baker|lighthouse keeper)\b/,
    ],
    [
      'Sam and his dad go fishing on the river',
      '7-9',
      'adventure',
      /\b(river|riverbank|weir|stepping stones|boathouse|heron|kingfisher|reeds|otter|ferry\w*|lock keeper|willow)\b/i,
      /\b(lighthouse keeper)\b/,
    ],
    [
      'Someone stole the captain’s hat on the spaceship',
      '10-12',
      'mystery',
      /\b(ship|spaceship|airlock|engine|control|star|robot|alien|crew|galley|space)\b/i,
      /\b(baker|gardener|old cat|twins next door|paper boy)\b/,
    ],
  ] as const)('%s (%s)', (prompt, age: AgeId, genre: GenreSlug, there, notThere) => {
    const parts = tellWholeStory(prompt, age, genre);
    parts.forEach((part) => expect(part).toMatch(there));
    expect(parts.join(' ')).not.toMatch(STOCK);
    expect(parts.join(' ')).not.toMatch(notThere);
  });
});
