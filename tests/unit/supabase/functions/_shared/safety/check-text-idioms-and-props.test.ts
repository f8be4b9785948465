import { describe, it } from 'vitest';
import { expectPassedAt, expectRefusedAt } from '../../../../../support/expect-safety-verdict.ts';

// Harmless sentences the gate refused for a reason of reading, not of harm: an idiom ("hang their
// heads", "catch your death", "I could just eat you up", a cross grown-up who then laughs), a prop
// worn or a quest for a thing, a noun read as a deed ("every single shot"), a noun that says whose
// the thing is ("baby bears chair"), a play fight named after what is thrown, a costume vampire's
// "instead of blood". Each beside the same words told as harm, which stay refused. Every sentence is
// a new wording written for this test (none is in the corpora).

const YOUNG = ['4-6', '7-9'] as const;

describe('checkText lets idioms of drooping, cold, fondness and crossness through', () => {
  it.each([
    'the tired tulips hung their heads in the rain',
    'Tom hung his head when he lost the race',
    "Nonna says you'll catch your death out there without a scarf",
    'Aunt Mei pinched my cheeks and said she could just eat me up',
    "Dad said he'd kill us if we splashed mud on the car, then he burst out laughing",
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each([
    ['the bandits hang the farmer from the old oak', 'violence and weapons'],
    ['the ogre grabbed the boy and ate him up', 'violence and weapons'],
    ["he'll kill you if you tell anyone", 'violence and weapons'],
  ])('refuses %j', (text, category) => expectRefusedAt(text, category, YOUNG));
});

describe('checkText reads a blade worn or taken on a quest as a prop', () => {
  it.each([
    'I grab my cardboard sword and my shield to get the golden egg from the sleepy giant',
    'the pirate captain had a cutlass on his belt and a parrot on his shoulder',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each([
    'he sharpens his sword to get his brother',
    'the knight drew his sword to get the dragon',
    'the pirate held a dagger to her throat',
  ])('refuses %j', (text) => expectRefusedAt(text, 'violence and weapons', YOUNG));
});

describe('checkText reads a noun as a noun and a thing as what is done to', () => {
  it.each([
    'our goalie saved every single shot in the second half',
    'the kitten broke the baby bunnies hutch and then said sorry',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each(['the cowboy shot the sheriff', 'the fox broke the baby bunnies legs'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'violence and weapons', YOUNG),
  );
});

describe('checkText lets a messy play fight and a costume vampire through', () => {
  it.each([
    'the chimps had a custard pie fight at the circus',
    'I was a vampire for the school disco and drank cherry juice instead of blood',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it('refuses a fist fight at 4–6', () =>
    expectRefusedAt('the boys had a fist fight behind the shop', 'violence and weapons', ['4-6']));

  it('refuses a vampire who drinks a girl’s blood', () =>
    expectRefusedAt(
      'the vampire bit the girl and drank her blood',
      /^(?:gore|violence and weapons)$/,
      YOUNG,
    ));
});
