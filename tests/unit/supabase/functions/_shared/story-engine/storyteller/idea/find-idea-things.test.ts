// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

describe("the idea's own things are offered to the hero, not only the setting's stock", () => {
  it.each([
    [
      'Oluwaseun is a widowed fisherman on the lagoon who starts catching bottles with letters from his late wife inside',
      // The bottles are what the fisherman sets out to catch; the letters are his to study.
      ['the letters'],
    ],
    [
      'a sleepy story where Aroha and her nana light all the lanterns on the porch',
      ['the lanterns'],
    ],
    [
      'silly. all the vending machines at Pedro’s high school come alive on the same day',
      ['the vending machines'],
    ],
    [
      'a bunny named Clover is scared of the dark so her grandma gives her a tiny lantern',
      ['the tiny lantern'],
    ],
    // A bare word before an owner's thing is what they do: "retrace", "swaps", "lets".
    ['Kwame and his bandmates retrace their steps', ['the steps']],
    // A word that stands for a thing named before is no thing of its own.
    [
      'Someone has been swapping the dinosaur bones at the museum with plastic ones. Kofi and his sister Ama stay the night to catch them',
      [],
    ],
    [
      'wizard school final exam, tobias has to brew a truth potion but his rival swaps his ingredients',
      [],
    ],
  ])('%s', (prompt, things) => {
    expect(understandIdea(prompt).things).toEqual(things);
  });

  it.each([
    // Who someone is, where they are, what kind of story it is and what is felt are no things.
    'a grown up fairy tale. in a night market in Taipei old Auntie Lin sells bottled weather',
    'A pompous orchestra conductor, Maestro Pellegrini, discovers his baton only works when he hums',
    'a story where kai breaks his friends toy by accident and then has to say sorry',
    'Ingrid doesnt want to share her new sled with the boy next door',
    'a group of friends realize their small town resets every sunday night',
    'someone keeps ripping the nets every night and the fishermen are all blaming each other',
    'someone moves the bones at night, the guard thinks its ghosts, and Bia hides in the shop',
    'someone sabotaged the science fair and Arash has to figure out who before the judges arrive',
  ])('“%s” offers none of its people, places or feelings to study', (prompt) => {
    expect(understandIdea(prompt).things.join(' ')).not.toMatch(
      /grown|conductor|accident|door|town|group|fishermen|guard|judges/,
    );
  });

  it('offers the bottles or the letters at the first clever choice, and tells them when it is taken', () => {
    const parts = tellStoryAlongChoices({
      age: 'adult',
      genre: 'fantasy-magic',
      parts: 3,
      request: {
        prompt:
          'Oluwaseun is a widowed fisherman on the lagoon who starts catching bottles with letters from his late wife inside',
        characters: [],
        story_id: '00000000-0000-4000-8000-000000000031',
      },
      pick: () => 1,
    });
    const offered = parts[0]?.choices[1] ?? '';
    expect(offered).toMatch(/^Study the (bottles|letters)$/);
    expect(parts[1]?.segment_text).toContain(offered.replace('Study', 'studied'));
  });
});

describe('who comes along, and what is felt in a body, is never offered to study', () => {
  it.each([
    'kai and his pop go camping in the bush and hear a kookaburra laughing at nite',
    'epic fantasy: Andrés leads his younger siblings across a cursed desert kingdom to return the Sun Crown',
    'eleni has a big part in the school play and her knees go wobbly every time',
    'Amelia and the scouts from troop 9 get lost on the moors',
  ])('%s', (prompt) => {
    expect(understandIdea(prompt).things).toEqual([]);
  });

  it.each([
    ['nadège and her grann make soup joumou for new years day in haiti', 'grann'],
    [
      'how do plants grow?? my daughter Marisol planting beans at her abuelos allotment with her hermanito',
      'hermanito',
    ],
  ])('%s brings the %s along', (prompt, companion) => {
    const idea = understandIdea(prompt);
    expect(idea.companions.map((one) => one.kind)).toContain(companion);
    expect(idea.things.join(' ')).not.toContain(companion);
  });
});
