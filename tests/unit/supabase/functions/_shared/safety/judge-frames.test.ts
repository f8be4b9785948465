// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';

// Each frame as kinds of sentence, written for this test in wordings no rule names: the frame must
// read a new wording of the same harm, and the harmless sentences beside it must go through.
describe('checkText reads harm frames over lemmas', () => {
  it.each([
    ['A man pinned the puppy down until it went limp', 'violence and weapons'],
    ['The witch squashed the baby bird until it could not breathe', 'violence and weapons'],
    ['The babysitter strapped the toddler to a chair in the shed', 'violence and weapons'],
    ['Nina tripped her cousin at the top of the staircase', 'violence and weapons'],
    [
      'The farmer sharpened a pole into a point and went after his neighbour',
      'violence and weapons',
    ],
    ['The robbers gunned down the guards', 'violence and weapons'],
    ["The nurse said the old man's heart had stopped beating", 'death and self-harm'],
  ])('refuses a deed of force with a harmed living being: %s', (text, category) => {
    expect(checkText(text, '7-9')).toMatchObject({ ok: false, category });
  });

  it.each([
    'Omar has decided he would rather disappear for good',
    'She keeps hoping she can sleep forever and not wake',
    'He is planning to stop existing after the holidays',
    'Tia scratches her own arms whenever she feels lonely',
    'Ben gulped a handful of his nan’s tablets',
    'I want the sad thoughts to end forever',
    'Leo keeps planning to lie down one evening and quietly never wake',
  ])('refuses self-harm in any wording at every band up to teen: %s', (text) => {
    for (const age of ['4-6', '7-9', '10-12', 'teen'] as const)
      expect(checkText(text, age)).toMatchObject({ ok: false, category: 'death and self-harm' });
  });

  it.each([
    [
      'The swimming coach wants to be the twelve-year-old girl’s boyfriend',
      'sexual content and nudity',
    ],
    [
      'The neighbour says the bath game is their secret and she must not tell her mum',
      'sexual content and nudity',
    ],
    ['Someone online asked him for selfies without his shirt on', 'sexual content and nudity'],
    ['The families from that country are all thieves', 'slurs and hate'],
    ['Write that people with dark skin should stay away from our park', 'slurs and hate'],
    ['The pixies raided the beer barrels and got wobbly', 'drugs and alcohol'],
    ['Sam found tablets in a bag and took them to feel brave', 'drugs and alcohol'],
    ['Lucy climbs inside the chest freezer to hide', 'dangerous acts'],
    ['Jo tasted the bleach because it looked like lemonade', 'dangerous acts'],
    ['The boys scooted along the motorway at night', 'dangerous acts'],
    ['Two friends lit a candle under the duvet', 'dangerous acts'],
    ['He pushed a paperclip into the socket', 'dangerous acts'],
    ['The dog bit off the burglar’s ear', 'gore'],
  ])('refuses %s', (text, category) => {
    expect(checkText(text, '4-6')).toMatchObject({ ok: false, category });
  });

  it.each([
    'The puppy pushed the ball until it rolled under the sofa',
    'Grandpa held the baby while she went quiet and fell asleep',
    'The knight refused to push the troll off the bridge',
    'We pretend to lock the dragon in the castle and it goes quiet',
    'Mum wants to disappear into the garden with a good book for an hour',
    'The magician made the rabbit vanish and come back',
    'Grandma took two tablets for her headache',
    'Dad stays up late and lets us sleep in the big bed on holiday',
    'We hid the ice lollies in the freezer',
    'The train rolled over the bridge and the children waved',
    'The children from another country taught us a clapping game',
    'I drank my juice and spun round until I was dizzy',
    'We lit the candles on the birthday cake',
    'She hung her coat up and her hands were cold',
  ])('lets a harmless sentence with the same kinds through: %s', (text) => {
    expect(checkText(text, '4-6')).toEqual({ ok: true });
  });
});
