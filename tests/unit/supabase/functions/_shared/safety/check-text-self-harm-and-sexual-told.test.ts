import { describe, it } from 'vitest';
import { expectPassedAt, expectRefusedAt } from '../../../../../support/expect-safety-verdict.ts';

// Self-harm and sexual content in the words children and teens type, with no listed word: a blade
// kept from a sharpener, pills saved up beside a goodbye, a note wanting it all to stop, an edge where
// nobody would miss one; clothes undone or torn off between two people, a grown-up walking in on a
// child's bath, one's own photos sold in a private chat. Base-form verbs ending in "ss" keep their
// last letter ("will miss", "will kiss"), so frames written for them are reached. None of these
// sentences is in the corpora.

const UP_TO_TEEN = ['4-6', '7-9', '10-12', 'teen'] as const;
const EVERY_BAND = ['4-6', '7-9', '10-12', 'teen', 'adult'] as const;

describe('checkText refuses self-harm told in plain words', () => {
  it.each([
    'he had been saving up his nan’s sleeping tablets and wrote a goodbye note to his brother',
    'in the note under her pillow she wrote that she just wanted everything to stop',
    'Priya stood on the edge of the bridge and said no one would ever miss her',
    'the kids in the chat kept telling Leo to go end it',
    'how many painkillers does it take to not be around any more',
  ])('refuses %j', (text) => expectRefusedAt(text, 'death and self-harm', UP_TO_TEEN));

  // A blade may be read first as a weapon for the youngest: refused either way.
  it.each([
    'she took the tiny blade out of her sharpener and hid it under her mattress',
    'Omar slashed his wrists in the story and nobody found him',
  ])('refuses %j', (text) =>
    expectRefusedAt(text, /death and self-harm|violence and weapons/, UP_TO_TEEN),
  );

  it.each([
    'the blade of my pencil sharpener is blunt so dad bought a new one',
    'we wrote goodbye notes to our teacher and the nurse gave me my medicine',
    'I want the rain to stop, I wrote in my letter to the weather',
    'Granny will miss us when we fly home, she said at the edge of the platform',
    'then the story should just end it there with a big party',
    'he will miss the bus if he does not hurry',
  ])('lets %j through', (text) => expectPassedAt(text, EVERY_BAND));
});

describe('checkText refuses sexual content told in plain words', () => {
  it.each([
    'they fall onto the bed and he unbuttons her blouse',
    'the two spies ripped each other’s clothes off in the hotel room',
    'at the party the older girls dared her to strip and filmed it',
    'her mum’s friend keeps walking into the bathroom while Ana is in the shower',
    'the girl sends her selfies to a man in a private chat for robux',
    'the coach tells the eleven year old that he loves her like a wife',
  ])('refuses %j', (text) => expectRefusedAt(text, 'sexual content and nudity', EVERY_BAND));

  it.each([
    'mum unbuttons my coat and puts it on the peg',
    'he unzips his coat and hangs it up by the door',
    'she unbuttons her school cardigan because the classroom is hot',
    'Dad comes into the bathroom to wash baby’s hair in the bath',
    'Grandpa sells his photos of trains at the car boot sale',
    'the twins tore the paper off each other’s presents',
    'the prince and the frog will kiss the princess on the hand',
  ])('lets %j through', (text) => expectPassedAt(text, EVERY_BAND));
});
