// A hero who keeps bragging, until losing shows them what winning well means.
import type { FeelingShape } from './feeling-shape.ts';

export const BOAST: FeelingShape = {
  id: 'boast',
  read: () => null,
  defaults: {
    other: '{his} friend',
    otherShort: '{his} friend',
    listener: '{his} dad',
    eventA: 'the game',
    eventB: '',
    venue: 'home',
  },
  place: 'home',
  scene: 'home',
  want: { verb: 'learn', thing: 'to win and lose kindly', noun: 'kindness' },
  young: {
    moment: [
      '{Name} won at {eventA} again.',
      '"I am the best!" {h} told everyone.',
      '"Nobody can beat me!"',
      'The others went quiet.',
    ],
    tryIt: [
      '{H} won the next game too.',
      '{H} did a little dance and bragged some more.',
      'Nobody wanted to play after that.',
    ],
    setback: [
      'Then {other} sat down to play.',
      'And {otherShort} won!',
      '{H} felt hot and cross.',
      'Now {h} knew how the others had felt.',
    ],
    talk: [
      '{H} told {listener} about it.',
      '"How did it feel when {otherShort} won?" asked {listener}.',
      '"Bad," said {h}. "I was mean to the others."',
    ],
    almost: [
      'So {h} went back to the others.',
      '"Sorry I bragged," {h} said.',
      '"Shall we play again?"',
    ],
    change: [
      'This time, when {h} won, {h} said, "Good game."',
      'When {h} lost, {h} smiled anyway.',
      'Playing was more fun that way.',
    ],
  },
  older: {
    moment: [
      '{Name} had won at {eventA} again, and made sure everybody knew it.',
      'Each victory came with a speech, and the speeches were getting longer.',
      'Fewer people, {h} noticed without quite noticing, were asking for a game.',
    ],
    tryIt: [
      '{H} decided it was only confidence, and that confidence was a good thing.',
      'The next win came easily, and {h} celebrated it loudly.',
      'Somewhere at the edge of the room, someone rolled their eyes.',
    ],
    setback: [
      'Then {other} suggested a game, and beat {him} without any fuss.',
      '{H} sat there, face burning, waiting for the speech that never came.',
      'Losing, {h} discovered, was bearable; being gloated at would not have been.',
    ],
    talk: [
      'That evening {h} told {listener} how it had felt.',
      '"Now you know what your speeches sound like from the other side," said {listener}, not unkindly.',
      '{H} wanted to argue, and found there was nothing to argue with.',
    ],
    almost: [
      'The next day {h} apologised to the friends {h} had crowed at, which was harder than any game.',
      'Then {h} asked {otherShort} for a rematch, and to teach {him} what {h} had missed.',
      'It turned out there was a great deal {h} had missed.',
    ],
    change: [
      'After that, {h} still loved to win, but {h} shook hands first and talked about the game, not about {his} own cleverness.',
      'People began asking {him} to play again.',
      'Winning well, {h} realised, mattered more than winning often.',
    ],
  },
};
