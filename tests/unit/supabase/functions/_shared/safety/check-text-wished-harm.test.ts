import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { createTextCheck } from '@shared/safety/check-text.ts';

// Harm wished, planned or dared with no harm word in it: the wish is followed by a deed of harm
// done to a building or to someone. The rules alone refuse it at every band up to 10–12; the same
// wishes for a deed of play or cooking pass. Every sentence is a new wording written for this test.
const checkByRules = createTextCheck(null);
const YOUNG_AND_MIDDLE = ['4-6', '7-9', '10-12'] as const;

describe('checkText refuses a wish, plan or dare to burn or blow up where people are', () => {
  it.each([
    'Leo wants to burn down the school',
    'He wanted to burn down the school',
    "Ava's going to burn the old barn down tonight",
    'the twins plan to set fire to the caretaker’s shed',
    'his friends dared him to set the library on fire',
    'Ruby has decided to burn the garage down',
  ])('%s', (text) => {
    for (const age of YOUNG_AND_MIDDLE) {
      expect(checkByRules(text, age)).toMatchObject({ ok: false, category: 'dangerous acts' });
      expect(checkText(text, age).ok).toBe(false);
    }
  });
});

describe('checkText refuses a wish, plan or dare to push, lock in or run over someone', () => {
  it.each([
    'Max is going to push his little brother off the bridge',
    'the big kids dared Finn to throw the kitten into the pond',
    'she wants to lock her sister in the freezer',
    'Oscar plans to lock the new girl inside the shed',
    'he threatened to run her over',
  ])('%s', (text) => {
    for (const age of YOUNG_AND_MIDDLE) {
      expect(checkByRules(text, age)).toMatchObject({
        ok: false,
        category: 'violence and weapons',
      });
      expect(checkText(text, age).ok).toBe(false);
    }
  });
});

describe('checkText lets the same wishes for play, cooking and birthdays through at every band', () => {
  it.each([
    'Mia wants to burn the toast so it is extra crunchy',
    'Sam wants to knock down the tower of blocks',
    'Grandpa plans to blow out the candles in one big puff',
    'we are going to blow up the balloons for the party',
    'she wants to push the boat into the lake',
    'Dad is going to lock his bike in the shed',
    'the candle wants to burn down slowly',
    'Noah dared his sister to jump into the leaf pile',
  ])('%s', (text) => {
    for (const age of [...YOUNG_AND_MIDDLE, 'teen'] as const)
      expect(checkText(text, age)).toEqual({ ok: true });
  });
});
