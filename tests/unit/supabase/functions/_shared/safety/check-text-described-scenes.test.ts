import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { createTextCheck } from '@shared/safety/check-text.ts';

// More kinds of harm told by what happens rather than by a listed word, and more play told with
// one. New wordings written for this test, not taken from the corpora; the rules alone must refuse
// the harm.
const checkByRules = createTextCheck(null);

describe('checkText refuses harm told by what happens, at 4–9', () => {
  it.each([
    ['She loads it and aims it at the postman from the window.', 'violence and weapons'],
    ['He hid behind the garage with a hammer for his stepdad.', 'violence and weapons'],
    ['Ben slid the compass up his sleeve to get Sam at break.', 'violence and weapons'],
    ['He pressed the jagged end to the guard’s throat.', 'violence and weapons'],
    ['The crocodile chomped the diver in half.', 'gore'],
    ['After the crash her eye was dangling out.', 'gore'],
    ['The kitten went under the water and didn’t come back up.', 'death and self-harm'],
    ['Our rabbit is buried under the old oak tree forever now.', 'death and self-harm'],
    ['The boat went into the river and none of the campers climbed out.', 'death and self-harm'],
    ['The teens sat on the roof of the moving bus for a dare.', 'dangerous acts'],
    ['We held a match next to the deodorant to make a flame thrower.', 'dangerous acts'],
    [
      'The fairy gives the children special mushrooms that make the trees talk.',
      'drugs and alcohol',
    ],
  ])('"%s" (%s)', (text, category) => {
    for (const age of ['4-6', '7-9'] as const) {
      expect(checkText(text, age)).toMatchObject({ ok: false, category });
      expect(checkByRules(text, age).ok).toBe(false);
    }
  });

  it.each([
    'The girl in the wheelchair is worthless, said the villain, and everyone laughed.',
    'Everyone at the sleepover had to take off a piece of clothing when they lost.',
    'The new boy gets blamed for the flu because his people are unclean.',
  ])('refuses "%s" for every reader', (text) => {
    expect(checkByRules(text, 'adult').ok).toBe(false);
  });

  it('refuses waiting for a train at the platform’s edge up to teen', () => {
    const text = 'She stood at the edge of the platform and waited for the express train.';
    for (const age of ['4-6', '7-9', '10-12', 'teen'] as const)
      expect(checkByRules(text, age).ok).toBe(false);
  });

  it.each([
    'Dad loads it into the car and drives to the tip.',
    'The eggs went flat and sad when I opened the oven.',
    'We took off our coats and hung them up.',
    'The pony is buried in hay up to its knees.',
  ])('lets "%s" through at 4–6', (text) => {
    expect(checkText(text, '4-6')).toEqual({ ok: true });
  });
});

describe('checkText lets play with a kept word through', () => {
  it.each([
    ['That spelling quiz totally killed me.', '7-9'],
    ['My brother’s chilli is killer.', '7-9'],
    ['A killer bee buzzed round the garden.', '7-9'],
    ['I got shot five times at laser tag but we still won.', '7-9'],
    ['We had a sword fight with cardboard tubes.', '7-9'],
    ['The pirate fires its cannon and glitter rains down.', '4-6'],
    ['Leo shot his hand up to answer.', '7-9'],
    ['I got knocked out in the first round of the quiz.', '7-9'],
    ['Grandad is going to kill that printer.', '7-9'],
    ['On Remembrance Day we thought about the soldiers who died in the wars.', '7-9'],
  ] as const)('"%s" at %s', (text, age) => {
    expect(checkText(text, age)).toEqual({ ok: true });
  });
});

describe('checkText reads weather and sport as what they are', () => {
  // A shower of meteors is watched from a field; a team "slaughtered" on a match day lost a game.
  it.each([
    'The whole class watched the meteor shower from the school field.',
    'Our netball team is going to get slaughtered on Sunday, says Coach, but we won 12-9.',
  ])('lets "%s" through at 7–9, 10–12, teen and adult', (text) => {
    for (const age of ['7-9', '10-12', 'teen', 'adult'] as const)
      expect(checkText(text, age)).toEqual({ ok: true });
  });

  it.each([
    ['He hid behind the door to watch the girl in the shower.', 'sexual content and nudity'],
    ['The villagers were slaughtered by the raiders.', 'violence and weapons'],
  ])('still refuses "%s" up to teen', (text, category) => {
    for (const age of ['4-6', '7-9', '10-12', 'teen'] as const)
      expect(checkByRules(text, age)).toMatchObject({ ok: false, category });
  });
});
