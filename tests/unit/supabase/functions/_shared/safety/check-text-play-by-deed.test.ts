import { describe, it } from 'vitest';
import { expectPassedAt, expectRefusedAt } from '../../../../../support/expect-safety-verdict.ts';

// Play at 4–9 judged by what happens to whom: a thing dropped or thrown, a partner thrown in a judo
// class, a team beaten, a hand shot up, a meteor shower, a wolf on a school stage, a child who will
// "be the death" of a grown-up. Each is paired with the same words done to a person, which stay
// refused. Every sentence is a new wording written for this test (none is in the corpora).

describe('checkText lets a thing dropped or thrown through at 4–9', () => {
  it.each([
    'Snow White dropped her basket of apples on the palace stairs',
    'Goldilocks dropped her spoon on the stairs and ran home',
    'my little brother flung all his carrots on the floor at dinner',
    "the giant's wife threw the golden harp out of the window",
    'Gran flung her arms around the twins when they came home',
  ])('%s', (text) => expectPassedAt(text, ['4-6', '7-9']));
});

describe('checkText still refuses a person dropped or thrown', () => {
  it.each([
    'the man dropped her down the stairs and walked away',
    'the giant threw the little boy out of the window',
    'she tossed the toddler off the balcony',
    'he flung his baby sister across the kitchen',
  ])('%s', (text) => expectRefusedAt(text, 'violence and weapons', ['4-6', '7-9']));
});

describe('checkText lets sport and a class be sport at 4–9', () => {
  it.each([
    'at karate club Maya threw her partner onto the soft mat',
    'in judo class Ben learned to flip his partner over his shoulder',
    'the blue team are going to get slaughtered in the cup final',
    "we're gonna get thrashed by the big school on Friday",
    'Priya shoots her hand up before anyone else can answer',
    "whenever Miss asks a question, Omar's hand shoots straight up",
  ])('%s', (text) => expectPassedAt(text, ['4-6', '7-9']));
});

describe('checkText still refuses the same words done to someone', () => {
  it.each([
    'after judo he threw his little sister down the stairs',
    'the big boys slaughtered the new kid behind the school',
    'the robber shoots her hand with his pistol',
  ])('%s', (text) => expectRefusedAt(text, 'violence and weapons', ['4-6', '7-9']));
});

describe('checkText lets the sky, the stage and an idiom through at 4–9', () => {
  it.each([
    'we stayed up late in the tent to watch the meteor shower',
    'in the school play the hungry wolf swallows grandma whole and the woodcutter saves her',
    'I was the wolf in our nativity play and I gobbled up the granny',
    'that naughty puppy will be the death of me',
    'Mum says my little brothers are going to be the death of her',
  ])('%s', (text) => expectPassedAt(text, ['4-6', '7-9']));
});

describe('checkText still refuses the harm those look like', () => {
  it.each([
    ['the man hid in the bathroom to watch the girl in the shower', 'sexual content and nudity'],
    [
      'the wolf swallowed grandma whole and she died',
      /^(?:violence and weapons|death and self-harm)$/,
    ],
    [
      'the poison in her tea will be the death of her',
      /^(?:violence and weapons|death and self-harm)$/,
    ],
  ] as const)('%s', (text, category) => expectRefusedAt(text, category, ['4-6', '7-9']));
});
