// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

// What a quest says and a night of trying to sleep never does.
const QUEST = /\b(set off|the way to|one goal|could see the|found the courage|whatever it took)\b/i;
// What only a person has, does or sleeps in.
const PEOPLE_THINGS =
  /\b(hands?|fingers?|pillows?|beds?|bedroom|blankets?|pyjamas|teddy|writ\w+)\b/i;

describe('an animal hero who cannot sleep is told trying to sleep at home, and falls asleep', () => {
  it.each([
    [
      'a baby owl called Hoot who cant fall asleep in the big forest',
      '4-6',
      /\bbaby owl\b/,
      /\bnest\b/,
      /\bbig forest\b/,
      /\bHis mum\b/i,
    ],
    [
      'a baby owl called Hoot who cant fall asleep in the big forest',
      'teen',
      /\bbaby owl\b/,
      /\bnest\b/,
      /\bbig forest\b/,
      /\bhis mum\b/i,
    ],
    [
      'a little bunny who is scared of the dark so her grandpa sings her a song',
      '7-9',
      /\bbunny\b/,
      /\bburrow\b/,
      /./,
      /\bgrandpa sang her a song\b/i,
    ],
    [
      'a fox cub called Rusty who will not go to sleep',
      '10-12',
      /\bfox cub\b/,
      /\bden\b/,
      /./,
      /\b(his|her) mum\b/i,
    ],
  ] as const)('%s (%s)', (prompt, age: AgeId, kind, home, place, soothed) => {
    const parts = tellWholeStory(prompt, age, 'bedtime');
    const story = parts.join(' ');
    // The reader meets the hero as the idea made them, awake at home.
    expect(parts[0]).toMatch(/could not sleep|still wide awake/);
    expect(parts[0]).toMatch(kind);
    expect(parts[0]).toMatch(home);
    expect(story).toMatch(place);
    expect(story).toMatch(soothed);
    expect(parts[5]).toMatch(/fast asleep/);
    expect(story).not.toMatch(QUEST);
    expect(story).not.toMatch(PEOPLE_THINGS);
  });

  it('still tells a bedtime trip for an animal that is not kept awake', () => {
    const trip = tellWholeStory('a sleepy owl who goes to visit the moon', '4-6', 'bedtime');
    expect(trip.join(' ')).not.toMatch(/could not sleep|wide awake/);
  });
});

describe('an animal who cannot get comfy cannot sleep', () => {
  it('is told a sleepless night with the one who tucks him in, never a trip to "the comfy"', () => {
    const told = tellWholeStory(
      'story about a sleepy little hedgehog called pip who cant get comfy so his granny tucks him in under a big pile of leaves',
      '4-6',
      'bedtime',
    ).join(' ');
    expect(told).toMatch(/could not sleep/);
    expect(told).toMatch(/Granny/);
    expect(told).toMatch(/Pip was fast asleep/);
    expect(told).not.toMatch(/the comfy/);
  });
});
