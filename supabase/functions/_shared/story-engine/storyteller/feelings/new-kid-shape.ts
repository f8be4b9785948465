// The new kid at school, and the hero who makes them welcome.
import type { FeelingShape } from './feeling-shape.ts';

export const NEW_KID: FeelingShape = {
  id: 'new-kid',
  read: (idea) =>
    /\bnew (?:kid|girl|boy|pupil|student|classmate)\b/i.test(idea) &&
    !/\b(?:is|am|was|as|being) the new (?:kid|girl|boy|pupil|student)\b/i.test(idea)
      ? {
          other: `the ${/\bnew (kid|girl|boy|pupil|student|classmate)\b/i.exec(idea)?.[0].toLowerCase()}`,
        }
      : null,
  defaults: {
    other: 'the new kid',
    otherShort: 'the new kid',
    listener: '{his} mum',
    eventA: '',
    eventB: '',
    venue: 'school',
  },
  place: 'the school',
  scene: 'school',
  want: { verb: 'make', thing: '{other} feel welcome', noun: 'welcome' },
  young: {
    moment: [
      'That morning, {other} stood at the classroom door.',
      'Everyone stared.',
      'Nobody moved up.',
      '{Name} remembered how that felt.',
    ],
    tryIt: [
      'At break, {h} waved to {otherShort}.',
      '{OtherShort} only looked at the ground.',
      '{H} did not know what to say next.',
    ],
    setback: [
      'At lunch, {otherShort} sat all alone.',
      'Some children whispered and giggled.',
      '{H} wanted to help.',
      'But {h} felt shy too.',
    ],
    talk: [
      '{H} told {comp} about it.',
      '"What would you want, if you were new?" asked {comp}.',
      '"Someone to sit with," said {h}.',
    ],
    almost: [
      'So {h} carried {his} tray across the hall.',
      '"Can I sit here?" {h} asked.',
      '{OtherShort} smiled for the first time.',
    ],
    change: [
      'By Friday, {otherShort} had two friends.',
      '{H} was one of them.',
      'Being kind had only taken one brave step.',
    ],
  },
  older: {
    moment: [
      'That morning {other} appeared at the classroom door, clutching a timetable.',
      'Thirty faces turned, and nobody moved their bag off the spare chair.',
      '{Name} remembered exactly how that felt, and looked away anyway.',
    ],
    tryIt: [
      'At break, {h} managed a wave across the yard.',
      '{OtherShort} nodded back, then went straight back to studying the ground.',
      'Conversations, {h} realised, are harder to start than to join.',
    ],
    setback: [
      'At lunch {otherShort} sat alone, while a table nearby whispered and laughed.',
      '{H} felt the laughter was partly {his} fault, since {h} had done nothing.',
      'Wanting to help and actually helping were turning out to be different things.',
    ],
    talk: [
      'That evening {h} told {comp} the whole thing.',
      '"What would you have wanted, on your first day?" asked {comp}.',
      'The answer was embarrassingly simple: someone to sit with.',
    ],
    almost: [
      'The next day {h} carried {his} tray across the hall before {h} could change {his} mind.',
      '"Is this seat free?" {h} asked.',
      '{OtherShort} looked up, surprised, and then smiled properly for the first time.',
    ],
    change: [
      'By Friday {otherShort} had two friends, and {h} was one of them.',
      'It had taken one awkward question, nothing more.',
      'Kindness, {h} decided, was mostly a matter of going first.',
    ],
  },
};
