import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { createTextCheck } from '@shared/safety/check-text.ts';

// Idioms and play with a kept word, told in their fixed shapes: a grown-up who "will kill me" over
// a mishap, laughter that "killed" someone, a heavy win, a level "murdered", a party that was
// "killer", hunger "to death", a grown-up who will "eat me up", toys that shoot, a costume. Each
// passes for 4–6 and 7–9; the same words said of a real deed to someone stay refused. Every sentence
// is a new wording written for this test.
const checkByRules = createTextCheck(null);
const YOUNG = ['4-6', '7-9'] as const;

function expectWelcome(text: string) {
  for (const age of YOUNG) expect(checkText(text, age)).toEqual({ ok: true });
}

function expectRefused(text: string) {
  for (const age of YOUNG) {
    expect(checkByRules(text, age).ok).toBe(false);
    expect(checkText(text, age).ok).toBe(false);
  }
}

describe('a cross grown-up, laughter and a heavy win are idioms', () => {
  it.each([
    'Papa is going to kill me if I lose my new gloves again',
    "my mum's gonna murder me when she finds out I broke the vase",
    "you'll be the death of me, laughed Granny when I hid her slippers",
    'the clown was so funny he nearly killed us, we laughed so hard',
    "my cousin's jokes always kill me lol",
    'we thrashed them 6-1 at netball on friday',
    'our team hammered them at rugby',
    'the spelling quiz was a complete massacre, I only got three right',
    'Grandpa called the cup final a massacre',
  ])('%s', expectWelcome);
});

describe('a level murdered, a party that was killer and a scooter that is the bomb are praise', () => {
  it.each([
    'my brother totally murdered that boss level',
    'Auntie Bea kept killing the top notes at karaoke',
    'the school disco was killer',
    'the sleepover was totally killer',
    'my new scooter is the bomb, it goes so fast',
  ])('%s', expectWelcome);
});

describe('hunger, nerves and a tickling grown-up are told big', () => {
  it.each([
    'we are starving to death, when is lunch',
    'my brother says he’s starving to death but dinner is in five minutes',
    'I nearly died of embarrassment when my trousers fell down',
    "Grandpa says he's going to eat me all up and then he tickles my tummy",
  ])('%s', expectWelcome);
});

describe('toys, dice, rockets, looks and costumes are play', () => {
  it.each([
    'the pirates shoot rolled-up socks from their cardboard cannon',
    'we roll the dice and move our counters',
    'the rocket shot up higher than the trees',
    'Mum shot me a cross look when I giggled in church',
    'the thunder rumbled like a bomb all night',
    'my big brother locked me out of his bedroom so I knocked',
    'we do pillow fights with cushions and nobody gets hurt',
    'i died like ten times on the ice level',
    'I went as a mummy with toilet paper and a mask for Halloween',
    'she is going to be a witch with a cape and a pointy hat',
    'the raccoon raided the bins behind the bakery',
  ])('%s', expectWelcome);
});

describe('the same words told of a real deed to someone stay refused', () => {
  it.each([
    'Dad will kill me if I tell anyone what he did',
    "the giant's jokes were funny but then he killed the farmer",
    'the bullies crushed the kitten',
    'the soldiers carried out a massacre in the village',
    'he murdered the shopkeeper',
    'the bomb is under the school',
    'the prisoners were starving to death in the cell',
    'the wolf ate the grandmother up',
    'he shot the rocket at his sister',
    'he locked his sister in the cupboard',
  ])('%s', expectRefused);
});

describe('an old saying, a trap that lets the mouse go and food slipping its skin are harmless', () => {
  it.each([
    'Grandad will have your guts for garters if you track mud on his carpet',
    'we caught the mouse in a live trap and let it out by the hedge',
    'squeeze the roasted tomato and it slips right out of its skin',
  ])('%s', expectWelcome);

  it.each([
    'he set a trap for the mouse in the shed and squashed it flat',
    "the robber's eye popped out of its socket when they hit him",
  ])('%s stays refused', expectRefused);
});
