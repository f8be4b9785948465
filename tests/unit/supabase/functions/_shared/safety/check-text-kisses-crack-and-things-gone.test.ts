import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { createTextCheck } from '@shared/safety/check-text.ts';

// Plain words that passed: a kiss on the lips that lasts or is in a bed, crack smoked or sold, a
// whole class attacked. And a wish for a thing to be gone (the rain, a shop) is no wish to die,
// while a person's wish to be gone still is. Every sentence is a new wording written for this test.
const checkByRules = createTextCheck(null);
const YOUNG = ['4-6', '7-9'] as const;

function expectRefusedAs(category: string) {
  return (text: string) => {
    for (const age of YOUNG) {
      expect(checkByRules(text, age)).toMatchObject({ ok: false, category });
      expect(checkText(text, age).ok).toBe(false);
    }
  };
}

function expectWelcome(text: string) {
  for (const age of YOUNG) expect(checkText(text, age)).toEqual({ ok: true });
}

describe('checkText refuses a kiss on the lips that lasts or is in a bed', () => {
  it.each([
    'the knight kissed the queen on the lips in bed',
    'they kissed on the lips for hours and never pulled away',
  ])('%s', expectRefusedAs('sexual content and nudity'));
});

describe('checkText lets a goodnight kiss through', () => {
  it.each(['Grandpa kisses the top of my head in bed', 'mummy kisses me on the cheek in bed'])(
    '%s',
    expectWelcome,
  );
});

describe('checkText refuses crack smoked or sold', () => {
  it.each(['he sells crack behind the shop', 'the dealer was smoking crack in his car'])(
    '%s',
    expectRefusedAs('drugs and alcohol'),
  );
});

describe('checkText lets a crack in ice, a pavement or a plate through', () => {
  it.each([
    'the ice had a crack on it',
    'he sat on the crack in the pavement',
    'there was a crack down the middle of the plate',
  ])('%s', expectWelcome);
});

describe('checkText refuses a whole class attacked', () => {
  it.each([
    'the teacher attacks the whole class with her fists',
    'the robber attacked the class with a stick',
  ])('%s', expectRefusedAs('violence and weapons'));
});

describe('checkText lets a class beaten at a game or amazed through', () => {
  it.each(['the magician amazed the whole class', 'our class beat the other class at tug of war'])(
    '%s',
    expectWelcome,
  );
});

describe('checkText lets a wish for a thing to be gone through', () => {
  it.each([
    'Grandma wished the snow would not be around on her birthday',
    'the old bakery will not be here after the summer',
  ])('%s', expectWelcome);
});

describe("checkText still refuses a person's wish to be gone", () => {
  it.each([
    'I wish I would not be around anymore',
    'he told his friend he will not be here much longer and gave away his things',
  ])('%s', (text) => {
    for (const age of YOUNG) expect(checkByRules(text, age).ok).toBe(false);
  });
});
