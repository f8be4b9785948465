// A hard thing the hero must say or do ("tell his dad", "sing in the show"), and doing it.
import type { FeelingShape } from './feeling-shape.ts';

export const BRAVE_STEP: FeelingShape = {
  id: 'brave-step',
  read: () => null,
  defaults: {
    other: '{his} family',
    otherShort: '{his} family',
    listener: '{his} best friend',
    eventA: '',
    eventB: '',
    venue: 'home',
  },
  place: 'home',
  scene: 'home',
  want: { verb: '', thing: '{step}', noun: 'courage' },
  young: {
    moment: [
      '{Name} had to {step}.',
      'Just thinking about it made {his} tummy flip.',
      '{H} did not know how to start.',
    ],
    tryIt: [
      '{H} tried once, at breakfast.',
      'But the words stuck in {his} throat.',
      'So {h} said nothing at all.',
    ],
    setback: [
      'The next day, {h} tried again.',
      'But the moment passed, and {h} lost {his} nerve.',
      '{H} felt cross and sad.',
    ],
    talk: [
      '{H} told {listener} how scared {h} was.',
      '"What is the worst that can happen?" asked {listener}.',
      '{H} thought about it. It was not so bad.',
    ],
    almost: [
      'So {h} took a big, deep breath.',
      '{H} counted to three.',
      'This time, {h} did not stop.',
    ],
    change: [
      'At last, {h} {stepDone}.',
      'It was hard, but {h} had done it.',
      '{H} felt taller inside.',
    ],
  },
  older: {
    moment: [
      'More than anything, {name} wanted to {dream}.',
      'The hard part was that {h} had to {step}, and {h} had no idea how.',
      'Every time {h} rehearsed the moment, it ended badly.',
    ],
    tryIt: [
      '{H} tried to bring it up once, casually, and the words came out wrong.',
      'The conversation drifted somewhere safer, and {h} let it.',
      'Afterwards {h} felt relieved, and then ashamed of feeling relieved.',
    ],
    setback: [
      'The next chance came and went while {h} was still working out the first sentence.',
      'Waiting, {h} noticed, did not make it easier; it only made it bigger.',
      '{H} began to wonder whether {h} would ever say it at all.',
    ],
    talk: [
      'In the end {h} confided in {listener}, who listened without interrupting.',
      '"You are not asking permission to be yourself," said {listener}. "You are letting them know you."',
      'It was the first thing anyone had said that made the fear smaller.',
    ],
    almost: [
      'So {h} chose a quiet moment and began before {h} could back out.',
      '"There is something I need to say," {h} began, and {his} voice only shook a little.',
      'Once the first sentence was out, the rest followed more easily than {h} had dared to hope.',
    ],
    change: [
      'At last {h} {stepDone}, and the room did not fall in.',
      'It was not a perfect conversation, but it was an honest one, and it was a beginning.',
      'Courage, {h} decided, was mostly a matter of saying the first sentence.',
    ],
  },
};
