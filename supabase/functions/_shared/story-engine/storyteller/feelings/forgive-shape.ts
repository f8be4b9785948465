// An old hurt between the hero and someone close, and forgiving each other.
import type { FeelingShape } from './feeling-shape.ts';

export const FORGIVE: FeelingShape = {
  id: 'forgive',
  read: () => null,
  defaults: {
    other: '{his} old friend',
    otherShort: '{his} friend',
    listener: '{his} mum',
    eventA: '',
    eventB: '',
    venue: 'home',
  },
  place: 'home',
  scene: 'home',
  // They make up at the end of the fifth part, in its "almost" beat: close again from the sixth.
  apartUntil: 5,
  want: { verb: 'forgive', thing: '{other}', noun: 'forgiveness' },
  young: {
    moment: [
      '{Name} and {other} were not speaking.',
      'Something unkind had been said, a long time ago.',
      'Now they did not even wave.',
      '{H} missed how it used to be.',
    ],
    tryIt: [
      '{H} thought about saying hello.',
      'But {h} still felt hurt.',
      'So {h} walked past instead.',
    ],
    setback: [
      'Then {otherShort} walked past too.',
      'Neither of them said a word.',
      'It felt worse than before.',
    ],
    talk: [
      '{H} told {listener} about it.',
      '"Staying cross is heavy to carry," said {listener}.',
      '"Forgiving lets you put it down."',
    ],
    almost: [
      'So {h} went to find {otherShort}.',
      '"I am sorry," {h} said. "I miss you."',
      '{OtherShort} looked up and smiled.',
    ],
    change: [
      '{Name} and {otherShort} forgave each other.',
      'They laughed about the old days.',
      'Forgiving, {h} found, made {him} feel light.',
    ],
  },
  older: {
    moment: [
      'For a long time now, {name} and {other} had not spoken.',
      'Neither of them could quite remember the exact words, only how much they had hurt.',
      'Each had waited for the other to go first, and so neither had.',
    ],
    tryIt: [
      '{H} drafted an apology in {his} head, then decided that {h} was the one owed it.',
      'Pride, it turned out, was very good at sounding like common sense.',
      'So {h} stayed silent, and the silence grew a little more solid.',
    ],
    setback: [
      'When they finally found themselves in the same room, {otherShort} looked straight past {him}.',
      '{H} felt the old anger flare, sharp and familiar.',
      'It would have been easy to leave, and {h} very nearly did.',
    ],
    talk: [
      'Later, {h} told {listener} the whole story, including the parts that did not flatter {him}.',
      '"Forgiving is not saying it did not matter," said {listener}. "It is deciding to stop carrying it."',
      '{H} turned that over for a long time.',
    ],
    almost: [
      'So {h} crossed the room before {his} courage could run out.',
      '"I have missed you," {h} said, and found that it was simply true.',
      'For a long moment {otherShort} said nothing, and then {otherShort} held out a hand.',
    ],
    change: [
      '{Name} and {otherShort} forgave each other, and talked as if no time had passed.',
      'The old hurt was still there, but it no longer stood between them.',
      'Forgiving, {h} realised, had set {him} free as much as anyone.',
    ],
  },
};
