// A friend who falls in a race, and the hero who stops for them.
import type { FeelingShape } from './feeling-shape.ts';

export const RACE: FeelingShape = {
  id: 'race',
  read: (idea) => {
    if (
      !/\b(?:trips?|tripped|tripping|falls?|fell|falling|stumbles?|stumbled)\b/i.test(idea) ||
      !/\b(?:sports day|race|finish(?:ing)? line|running|relay)\b/i.test(idea)
    )
      return null;
    const who =
      /\b((?:an?|the|his|her|their|my|our) (?:best )?(?:friend|classmate|teammate)|[A-Z][a-z]+)\b(?= trips| tripped| falls| fell| stumbles)/.exec(
        idea,
      );
    return who ? { other: (who[1] ?? '').replace(/^an? /i, '{his} ') } : {};
  },
  defaults: {
    other: '{his} best friend',
    otherShort: '{his} friend',
    listener: 'the teacher',
    eventA: 'the race',
    eventB: '',
    venue: 'the sports field',
  },
  place: 'the sports field',
  scene: 'field',
  want: { verb: 'do the right thing at', thing: 'sports day', noun: 'race' },
  young: {
    moment: [
      'It was sports day.',
      '{Name} was running faster than ever.',
      'The finish line was very close.',
      'Then {other} tripped and fell, just behind {him}.',
      '{H} could win, or {h} could stop.',
    ],
    tryIt: [
      '{H} slowed down and looked back.',
      '{OtherShort} was holding a sore knee.',
      'Everyone was shouting, "Run! Run!"',
    ],
    setback: [
      'Two runners raced past {him}.',
      'Now {h} could not win, whatever {h} did.',
      'For a moment, {h} felt cross and sad at once.',
    ],
    talk: [
      '{H} knelt down beside {otherShort}.',
      '"Are you all right?" {h} asked.',
      '{OtherShort} sniffed. "I wanted to finish," came the answer.',
    ],
    almost: [
      'So {h} held out a hand.',
      '{OtherShort} took it and stood up slowly.',
      'Together they walked toward the finish line.',
    ],
    change: [
      'They crossed the line last, side by side.',
      'Everyone clapped louder than they had for the winner.',
      '{H} did not get a medal that day.',
      'But {h} knew {h} had done the right thing.',
    ],
  },
  older: {
    moment: [
      'On sports day {name} was ahead for once, with the finish line only metres away.',
      'Then {h} heard a thud and a cry: {other} had tripped and gone down hard.',
      'The whole field was shouting, and {h} had less than a second to decide.',
    ],
    tryIt: [
      '{H} slowed, then stopped and turned back, although every instinct said run.',
      '{OtherShort} was clutching a grazed knee and trying not to cry in front of everyone.',
      'The crowd kept yelling, "Go on! Run!", as if {h} had not heard.',
    ],
    setback: [
      'Two runners streamed past, and the race {h} might have won was gone.',
      "For a moment, disappointment burned hotter than the graze on anyone's knee.",
      'Nobody would remember who came fourth.',
    ],
    talk: [
      '{H} crouched beside {otherShort}. "Can you stand?"',
      '"I wanted to finish," came the answer, with a wobble.',
      '"Then we will finish," {h} said.',
    ],
    almost: [
      '{H} held out a hand, and {otherShort} took it.',
      'They limped the last few metres together while the field slowly went quiet.',
    ],
    change: [
      'They crossed the line last, side by side, and the applause was louder than for the winner.',
      '{H} did not win a medal that day.',
      'But years later, it was the race {h} remembered best, because of what {h} had chosen.',
    ],
  },
};
