// A shy hero somewhere new, and joining in.
import type { FeelingShape } from './feeling-shape.ts';

export const SHY: FeelingShape = {
  id: 'shy',
  read: () => null,
  defaults: {
    other: 'the other children',
    otherShort: 'the others',
    listener: '{his} mum',
    eventA: '',
    eventB: '',
    venue: 'school',
  },
  place: 'the school',
  scene: 'school',
  want: { verb: 'join in with', thing: 'the others', noun: 'friends' },
  young: {
    moment: [
      '{Name} felt shy at {venue}.',
      'The other children were playing together.',
      '{H} stood by the wall and watched.',
      '{H} wanted to join in.',
    ],
    tryIt: [
      '{H} went a little closer.',
      'But {his} cheeks went hot.',
      'So {h} went back to the wall.',
    ],
    setback: [
      'At snack time, nobody sat next to {him}.',
      'Nobody knew {his} name yet.',
      '{H} felt very small.',
    ],
    talk: [
      'At home, {h} told {listener} about it.',
      '"Try saying hello to just one child," said {listener}.',
      'So {h} promised to try.',
    ],
    almost: [
      'The next day, a girl was building a tower.',
      '{Name} walked over to her.',
      '"Hello," {h} said. "Can I help?"',
      'The girl smiled and moved over.',
    ],
    change: [
      'Soon, the tower was taller than both of them.',
      'Then more children came to play.',
      '{H} did not feel shy now. {H} had joined in.',
    ],
  },
  older: {
    moment: [
      'At {venue}, everyone else seemed to know exactly where to stand and what to say.',
      '{Name} felt shy, the kind of shy that made {his} voice disappear.',
      'So {h} stayed by the wall and hoped nobody would look {his} way.',
    ],
    tryIt: [
      '{H} edged towards a group that was laughing about something.',
      'By the time {h} had thought of something to say, the moment had passed.',
      'Being invisible, {h} decided, was at least safe.',
    ],
    setback: [
      'At lunch, the seats filled up around {him} and somehow never next to {him}.',
      'Nobody was unkind; nobody had noticed {him} at all, which was worse.',
      '{H} spent the afternoon wishing {h} could simply skip to knowing everyone.',
    ],
    talk: [
      'That evening {h} told {listener} about it.',
      '"You do not have to be loud," said {listener}. "Just start with one person."',
      'It sounded too simple, but {h} promised to try.',
    ],
    almost: [
      'The next morning {h} noticed someone else standing alone, pretending to read a poster.',
      '"Hi," {h} said, before {his} nerve could fail. "I am {name}."',
      'The smile {h} got back was so relieved that {h} nearly laughed.',
    ],
    change: [
      'By the end of the week {h} had joined in with a whole group, and one real friend.',
      'Shyness did not vanish, but it no longer decided things for {him}.',
      'Joining in, {h} found, only ever needed one first hello.',
    ],
  },
};
