// A lost match, and getting back up.
import type { FeelingShape } from './feeling-shape.ts';

export const LOST_MATCH: FeelingShape = {
  id: 'lost-match',
  read: (idea) => {
    const match =
      /\blos(?:e|es|t|ing) (?:the |a |an |their |his |her |our |my |every )?((?:[\w-]+ ){0,2}?(?:match|game|final|race|tournament|cup|competition|contest))\b/i.exec(
        idea,
      );
    return match ? { eventA: `the ${(match[1] ?? 'match').toLowerCase()}` } : null;
  },
  defaults: {
    other: '{his} team',
    otherShort: '{his} team',
    listener: '{his} coach',
    eventA: 'the match',
    eventB: '',
    venue: 'the pitch',
  },
  place: 'the pitch',
  scene: 'field',
  want: { verb: 'get over losing', thing: '{eventA}', noun: 'match' },
  young: {
    moment: [
      'The whistle blew.',
      '{EventA} was over.',
      'The other team had won.',
      '{Name} sat on the grass and would not look up.',
    ],
    tryIt: [
      'At home, {h} kicked {his} boots into a corner.',
      '{H} did not want any tea.',
      '{H} was sure it was all {his} fault.',
    ],
    setback: [
      'Then {h} heard there was training on Saturday.',
      '"I am not going," {h} said. "What is the point?"',
    ],
    talk: [
      '{Comp} sat down beside {him}.',
      '"Do you remember why you love playing?" asked {comp}.',
      '{H} thought about it.',
      'A small smile came.',
    ],
    almost: [
      'On Saturday, {h} went to training after all.',
      '{H} practised the very thing that had gone wrong.',
      'It went a little better each time.',
    ],
    change: [
      'The next big game was still weeks away.',
      'But {h} was not afraid of losing any more.',
      'Losing, {h} learned, is part of getting better.',
    ],
  },
  older: {
    moment: [
      'The final whistle went, and {eventA} was lost.',
      '{Name} stayed on the grass long after everyone else had walked off.',
      'Every mistake replayed itself, slower and worse each time.',
    ],
    tryIt: [
      'At home {h} threw {his} kit in a corner and said {h} was not hungry.',
      '{H} decided it had been {his} fault, and that quitting would save everyone the trouble.',
    ],
    setback: [
      'Then the message came: extra training on Saturday.',
      '"I am not going," {h} announced. "What is the point, if we lose anyway?"',
      'Nobody argued, which somehow made it worse.',
    ],
    talk: [
      'Later {comp} sat down beside {him} without saying anything for a while.',
      '"Do you remember why you started playing?" {comp} asked eventually.',
      'It had never been about winning, {h} admitted.',
    ],
    almost: [
      'On Saturday {h} turned up after all, a little late and a little embarrassed.',
      '{H} spent the whole session on the very thing that had gone wrong.',
      'It improved, slowly, and then all at once.',
    ],
    change: [
      'The next match was still weeks away, but {h} was no longer dreading it.',
      'Losing had hurt, although it had also shown {him} exactly what to work on.',
      '{H} had learned that getting back up mattered more than any score.',
    ],
  },
};
