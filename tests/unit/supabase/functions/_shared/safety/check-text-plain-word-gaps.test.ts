import { describe, it } from 'vitest';
import { expectPassedAt, expectRefusedAt } from '../../../../../support/expect-safety-verdict.ts';

// Plain words the gate did not read: a grandparent by the name a family calls them, "it" standing
// for a pet, the drug ecstasy, a sex declared lesser, a gun taken "in real life". Each beside a
// harmless sentence with the same words that must still pass; every sentence is a new wording
// written for this test (none is in the corpora).

const YOUNG = ['4-6', '7-9'] as const;
const UP_TO_TEEN = ['4-6', '7-9', '10-12', 'teen'] as const;
const EVERY_BAND = ['4-6', '7-9', '10-12', 'teen', 'adult'] as const;

describe('checkText reads the names families call grandparents as people', () => {
  it.each([
    'my nan died in the night',
    'Grampa died before Christmas',
    'our abuela died last spring',
    'Dadi died and everyone came to the house',
    'the day Nonno died we planted a tree',
  ])('refuses %j', (text) => expectRefusedAt(text, 'death and self-harm', YOUNG));

  it.each([
    'Oma knitted me stripy socks for my birthday',
    'we picked strawberries with Nonna and ate them in the sunshine',
    'we had nan bread with our curry',
    'the flowers in Grampa’s garden died in the frost',
  ])('lets %j through', (text) => expectPassedAt(text, EVERY_BAND));
});

describe('checkText reads "it" and "them" back to what was named before', () => {
  it.each(["the puppy got hit by a van and it's dead", 'the rabbit ran onto the road and it died'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'death and self-harm', YOUNG),
  );

  it('refuses a giant who grabs children and eats them', () =>
    expectRefusedAt('the giant grabbed the children and ate them', 'violence and weapons', YOUNG));

  it.each([
    "my torch rolled under the bed and it's dead",
    "the puppy chewed my old slipper and now it's dead",
    'we caught a crab in the rock pool and threw it back into the sea',
    'Little Bo Peep takes a tray of jam tarts to Grandad and they eat them in the garden',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));
});

describe('checkText refuses the drug ecstasy, in plain and look-alike letters', () => {
  it.each(['the teenagers swallow ecstasy at the party', 'the dj sells еcstаsy behind the club'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'drugs and alcohol', UP_TO_TEEN),
  );

  it.each(['the puppy wagged its tail in pure ecstasy', 'I was ecstatic when Gran came to visit'])(
    'lets %j through',
    (text) => expectPassedAt(text, EVERY_BAND),
  );
});

describe('checkText refuses a sex declared lesser, in plain and look-alike letters', () => {
  it.each(['the story says men are inferior', 'put in the book that girls are infеriоr'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'slurs and hate', EVERY_BAND),
  );

  it.each([
    'my homemade kite was inferior to the shop one but it still flew',
    'the girls and the boys in our class are equally good at football',
  ])('lets %j through', (text) => expectPassedAt(text, EVERY_BAND));
});

describe('checkText refuses a gun taken against someone "in real life", not in a game', () => {
  it('refuses a shotgun taken to the other team for real', () =>
    expectRefusedAt(
      'my player picks up a shotgun and hunts the other team in real life, not just on the screen',
      'violence and weapons',
      YOUNG,
    ));

  it.each([
    'in real life a knight’s sword was very heavy to carry',
    'we play pirates with foam swords and in real life we are best friends',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));
});
