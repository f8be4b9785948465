// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { untitled } from '@shared/story-engine/storyteller/idea/untitled.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const TITLED =
  'A Story For My Granddaughter Aisling About Our Holiday On The Canal Boat Last Summer With Grandpa And The Swans';

describe('an idea typed with Every Word Capitalised', () => {
  it('has its small words and who-someone-is words in lower case, names kept', () => {
    expect(untitled(TITLED)).toBe(
      'A Story for my granddaughter Aisling about our Holiday on the Canal Boat last Summer with Grandpa and the Swans',
    );
    // An idea in ordinary case is left as typed.
    expect(untitled('Tom and the Big Red Bus go to the zoo')).toBe(
      'Tom and the Big Red Bus go to the zoo',
    );
  });

  it('brings Grandpa along, never "Grandpa And", and joins no sentence with "and The"', () => {
    expect(understandIdea(TITLED).companions.map((companion) => companion.name)).toEqual([
      'Grandpa',
    ]);
    const story = tellWholeStory(TITLED, 'adult', 'adventure').join(' ');
    expect(story).not.toMatch(/Grandpa And|, and The\b|a \w+ Granddaughter/);
  });
});
