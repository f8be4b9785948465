import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { createTextCheck } from '@shared/safety/check-text.ts';

// A death told with no word of dying: eyes closed for the last time, a monitor's one long beep, a
// heart that gave out, someone with the angels now, a coffin lowered into the ground, a pet found
// cold and stiff or beyond what the vet could do. Kept from 4–6 and 7–9 by the rules alone; a
// microwave's beep, cold hands after snowballs and nativity angels pass. Every sentence is a new
// wording written for this test.
const checkByRules = createTextCheck(null);
const YOUNG = ['4-6', '7-9'] as const;

describe('checkText refuses a death told with no word of dying', () => {
  it.each([
    'Uncle Femi shut his eyes for the final time as the sun came up',
    'Nana closed her eyes for the last time with all of us around her',
    'the heart monitor gave a long flat beep and the doctors stopped',
    'the hospital machine made one long beep and Mum started crying',
    'Papa is with the angels now, said the lady at the door',
    "my uncle's heart gave out while he was mowing the lawn",
    "they lowered Grandpa's coffin into the ground and threw in roses",
    'our rabbit Clover was cold and stiff in her hutch this morning',
    'the vet said there was nothing more they could do for our old dog',
  ])('%s', (text) => {
    for (const age of YOUNG) {
      expect(checkByRules(text, age)).toMatchObject({ ok: false, category: 'death and self-harm' });
      expect(checkText(text, age).ok).toBe(false);
    }
  });
});

describe('checkText lets beeps, cold hands, angels in a play and a jumping heart through', () => {
  it.each([
    'the microwave gave one long beep and the popcorn was ready',
    'the vet said there was nothing to worry about and gave the puppy a treat',
    'my hands were cold and stiff after the snowball fight',
    'the angels sang with the shepherds in our nativity play',
    'my heart gave a jump when the balloon popped',
    'we lowered the treasure box into the hole in the garden',
  ])('%s', (text) => {
    for (const age of YOUNG) expect(checkText(text, age)).toEqual({ ok: true });
  });
});
