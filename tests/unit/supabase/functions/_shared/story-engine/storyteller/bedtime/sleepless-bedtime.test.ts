// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

// What a quest says and a night of trying to sleep never does.
const QUEST = /\b(set off|the way to|one goal|could see the|found the courage|whatever it took)\b/i;

describe('a bedtime hero who cannot sleep is told trying to sleep, soothed and falling asleep', () => {
  it.each([
    [
      'a boy called pip who is scared of the dark and his big brother Bo shines a torch for him',
      '4-6',
      /\bBo shone a torch for him\b/,
    ],
    [
      "Noa can't sleep because of the thunder so her abuela tells her about the clouds",
      '10-12',
      /\bAbuela told her about the clouds\b/,
    ],
    ['Amaya cant sleep so the moon sings her a lullaby', '7-9', /\bthe moon sang her a lullaby\b/i],
    ["Leo won't go to sleep because he is too excited about his birthday", '4-6', /\bLeo\b/],
    // With her kitten in her clause, and a typo'd "because" before what keeps her awake.
    [
      'a bedtime story about little ama and her kitten Pepper who cant sleep becuase the wind is too loud in their flat on the 9th floor',
      '4-6',
      /\bThe wind kept her awake\b/,
    ],
    [
      'a sleepy owl who cant fall asleep cos the sun is too bright',
      '4-6',
      /\bThe sun kept her awake\b/,
    ],
    // Facing something tomorrow, and scared: the worry keeps her awake, never a trip to "the dentist".
    [
      'bedtime story for my little sister Eleni, she has the dentist tomorrow and is scared. she loves octopuses',
      '4-6',
      /\bThe dentist tomorrow kept her awake\b/,
    ],
  ] as const)('%s (%s)', (prompt, age: AgeId, soothed) => {
    const parts = tellWholeStory(prompt, age, 'bedtime');
    const story = parts.join(' ');
    // It begins awake in bed, somebody soothes, and it ends asleep.
    expect(parts[0]).toMatch(/could not sleep|still wide awake/);
    expect(story).toMatch(soothed);
    expect(parts[5]).toMatch(/fast asleep/);
    expect(story).not.toMatch(QUEST);
  });

  it.each([
    'tran is scared of the dark when theres a power cut pls make it cozy',
    "a sleepy little owl who can't fall asleep when the sun comes up",
  ])('“%s”: a time after the hero’s clause is no one who comes to soothe', (prompt) => {
    const story = tellWholeStory(prompt, '4-6', 'bedtime').join(' ');
    expect(story).not.toMatch(/\bwhen (theres|the sun) [^.]*came to see\b/i);
    expect(story).not.toMatch(/\bsaid when\b/i);
    expect(story).toMatch(/fast asleep/);
  });

  it('keeps a bedtime picture the hero is doing, and a bedtime trip, as they were', () => {
    const whale = tellWholeStory(
      'a mummy whale singing to her baby under the northern lights',
      '4-6',
      'bedtime',
    );
    expect(whale[0]).toMatch(/singing to her baby/);
    expect(whale.join(' ')).not.toMatch(/could not sleep/);
    const trip = tellWholeStory(
      'Mila and her teddy go on a trip to the moon before bed',
      '7-9',
      'bedtime',
    );
    expect(trip.join(' ')).not.toMatch(/could not sleep|wide awake/);
  });
});

describe('a sleepless hero the teller names by what they are to them, and what the teller asks, read as such', () => {
  it.each([
    ['my daughter cant sleep the night before we move house', '10-12'],
    [
      'my 10 yr old daughter cant sleep the night before we move house, could her big sister tell her a story to calm her down',
      '10-12',
    ],
    [
      'my little sister is scared of the dark, pls make one where she is brave and her teddy glows a bit',
      '7-9',
    ],
  ] as const)(
    '“%s” is told awake, soothed and asleep, never as her own companion',
    (prompt, age: AgeId) => {
      const parts = tellWholeStory(prompt, age, 'bedtime');
      const story = parts.join(' ');
      expect(parts[0]).toMatch(/could not sleep|still wide awake/);
      expect(parts[5]).toMatch(/fast asleep/);
      expect(story).not.toMatch(/\bHer daughter\b/i);
      expect(story).not.toMatch(QUEST);
    },
  );

  it.each([
    [
      'my little sister is scared of the dark, pls make one where she is brave and her teddy glows a bit',
      /\bplease\b/i,
    ],
    [
      'sleepover at cousin Marisols house and Diego is scared of the dark but wont tell anyone, make it gentle for bedtime',
      /\bwont\b/i,
    ],
    [
      "we're moving house on friday and my daughter is really upset so can you do one where a girl called Elif can't sleep in her new bedroom because it is too quiet and doesnt smell like home and she misses the tree outside her old window",
      /\bdoesnt\b/i,
    ],
  ])(
    '“%s”: the teller’s request and the hero’s own clause are no one who comes',
    (prompt, never) => {
      const story = tellWholeStory(prompt, '7-9', 'bedtime').join(' ');
      expect(story).not.toMatch(never);
      expect(story).toMatch(/came to see what was wrong/);
    },
  );

  it('the one who comes opens a sentence with a capital: “Her sister heard her stirring”', () => {
    const story = tellWholeStory(
      'my 10 yr old daughter cant sleep the night before we move house, could her big sister tell her a story to calm her down',
      '10-12',
      'bedtime',
    ).join(' ');
    expect(story).toMatch(/\bHer sister\b/);
    expect(story).not.toMatch(/(?<!["”])[.!?] (her|his|the) \p{L}+ (heard|came|sat)\b/u);
  });
});

describe('what the one who soothes did is told in the past, and ends where a clause of its own begins', () => {
  it('tells "gets in the blanket fort with him", never "they count raindrops" in the past story', () => {
    const text = tellWholeStory(
      'jojo cant sleep becuase of the storm so his sister Anaya gets in the blanket fort with him and they count raindrops till the thunder stops',
      '4-6',
      'bedtime',
    ).join(' ');
    expect(text).toMatch(/Anaya got in the blanket fort with him\./);
    expect(text).not.toMatch(/they count raindrops/);
  });

  it('keeps what is already told in the past: "when she was little"', () => {
    const text = tellWholeStory(
      'Priya cant sleep the night before her swimming gala so her dadi tells her about swimming in the river in Kerala when she was little',
      '10-12',
      'bedtime',
    ).join(' ');
    expect(text).toMatch(/in Kerala when she was little/);
  });
});
