import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';

// Facts about a body at work, as the storyteller tells them in its heart, dentist and science
// stories: the gate read "blood" in them as gore, "baby teeth fall" as drugs and "lights and toys"
// as toys set alight, and the reader lost the part. They are judged by what happens: blood pumped
// round a body is no wound, a tooth that falls out is no drug, lights that make toys work are lamps.
// Their harmful neighbours, told the same way, are still refused.
const EVERY_BAND = ['4-6', '7-9', '10-12', 'teen', 'adult'] as const;
const YOUNG_AND_MIDDLE = ['4-6', '7-9', '10-12'] as const;

function expectWelcome(text: string) {
  for (const age of EVERY_BAND) expect(checkText(text, age)).toEqual({ ok: true });
}

function expectRefused(text: string, category: string) {
  for (const age of YOUNG_AND_MIDDLE)
    expect(checkText(text, age)).toMatchObject({ ok: false, category });
}

describe('checkText welcomes blood at work in a body at every band', () => {
  it.each([
    'Your heart pumps blood all around your body.',
    'The right side of the heart pumps blood to the lungs to collect oxygen.',
    'The left side pumps the oxygen-rich blood through the arteries to the rest of the body.',
    'Blood carries oxygen to every part of your body.',
    'Blood flows round the body through tubes called veins.',
    'The heart pushes blood to the lungs and back to the heart.',
  ])('%s', expectWelcome);
});

describe('checkText still refuses blood out of a body, up to 10–12', () => {
  it.each([
    'Blood pumped out of the wound all over the floor.',
    'The knife went in and blood pumped through his fingers.',
    'Blood ran down his face after the fight.',
    'The cut on his arm was bleeding everywhere.',
  ])('%s', (text) => expectRefused(text, 'gore'));
});

describe('checkText welcomes baby teeth that fall out at every band', () => {
  it.each([
    'Baby teeth fall out to make room for bigger ones.',
    'Her wobbly milk tooth fell out at lunch.',
    'Mia put her baby tooth under the pillow for the tooth fairy.',
  ])('%s', expectWelcome);
});

describe('checkText still refuses pills swallowed, up to 10–12', () => {
  it.each(['She swallowed all of mum’s pills.', 'He swallowed a whole bottle of tablets.'])(
    '%s',
    (text) => expectRefused(text, 'death and self-harm'),
  );
});

describe('checkText welcomes lights and toys that electricity makes work at every band', () => {
  it.each([
    'Electricity makes lights and toys work.',
    'Batteries power lights and toys.',
    'The shop sells fairy lights and toys for the tree.',
  ])('%s', expectWelcome);
});

describe('checkText still refuses toys and curtains set alight, up to 10–12', () => {
  it.each(['He lit the old toys in his bedroom.', 'She lights the curtains with a match.'])(
    '%s',
    (text) => expectRefused(text, 'dangerous acts'),
  );
});
