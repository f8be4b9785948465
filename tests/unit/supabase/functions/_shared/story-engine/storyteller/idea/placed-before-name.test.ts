// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('where an idea is set, before the hero’s name, is never what the hero is', () => {
  it.each([
    ['night market in Manila, Paolo and his kuya run a barbecue stall', undefined],
    ['In the jungle, Malia and her dog search for a hidden waterfall', undefined],
    ['On a sailing trip around Iceland, Björn finds a cave full of puffins', undefined],
    [
      'detective on a mars colony, inspector hua, investigates why the greenhouse crops are dying',
      'inspector',
    ],
    ['A retired postman in Cork, Declan, finds letters that were never delivered', 'postman'],
    ['a baker on the night shift in Porto, Inês, hears singing from the oven', 'baker'],
    ['A retired astronaut, Valentina, teaches her grandson about the stars', 'astronaut'],
    ['kayak race round the islands, oskar vs his twin sister liv', undefined],
    // A trip, and the place it goes to, is where the hero goes, never what the hero is.
    ['a canoe trip through the marshes, Ines and her dad look for otters', undefined],
    [
      'mystery on a school trip to a castle ruin, Aziz and the twins investigate who threw the bag in the moat',
      undefined,
    ],
  ])('%s', (prompt, kind) => {
    expect(understandIdea(prompt).heroKind ?? undefined).toBe(kind);
  });

  it('never tells a city as what the hero is in part 1', () => {
    const [first] = tellWholeStory(
      'night market in Manila, Paolo and his kuya run a barbecue stall',
      'teen',
      'adventure',
    );
    expect(first).toContain('Paolo');
    expect(first).not.toMatch(/\ba \w+ Manila\b/);
  });
});
