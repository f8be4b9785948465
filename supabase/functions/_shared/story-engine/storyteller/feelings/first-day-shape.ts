// A first day somewhere new, from butterflies to a friend.
import type { FeelingShape } from './feeling-shape.ts';

/** "starts at a new school", "wants to make friends at her new school": new there, like a first day. */
const NEW_SCHOOL =
  /\b(?:starts?|starting|started|joins?|joining|moves? to|moving to|moved to|at|to|in) (?:at )?(?:a |the |his |her |their |my )?new school\b/i;

export const FIRST_DAY: FeelingShape = {
  id: 'first-day',
  read: (idea) => {
    const first =
      /\bfirst day (?:at|of) (?:a |the |his |her |their |my )?((?:new |big )?(?:school|nursery|class|camp|club|job|swimming|football|dance)\w*)/i.exec(
        idea,
      );
    if (first) return { venue: `the ${(first[1] ?? 'school').toLowerCase()}` };
    if (NEW_SCHOOL.test(idea)) return { venue: 'the new school' };
    // "moves to a tiny town in Norway and nobody at school will talk to him": new there too.
    if (/\bnobody (?:at|in) (?:the |his |her |their |my )?(?:new )?(?:school|class)\b/i.test(idea))
      return { venue: 'the new school' };
    return /\b(?:is|am|was|as|being) the new (?:kid|girl|boy|pupil|student)\b/i.test(idea)
      ? { venue: 'the new school' }
      : /\bfirst day\b/i.test(idea)
        ? {}
        : null;
  },
  defaults: {
    other: '',
    otherShort: '',
    listener: 'the teacher',
    eventA: '',
    eventB: '',
    venue: 'the new school',
  },
  place: 'the school',
  scene: 'school',
  want: { verb: 'find a friend at', thing: '{venue}', noun: 'friend' },
  young: {
    moment: [
      '{Name} stood at the gate of {venue}.',
      '{H} held on tight.',
      'It was {his} very first day.',
      '{His} tummy felt full of butterflies.',
      'What if nobody talked to {him}?',
    ],
    tryIt: [
      '{H} found a peg with {his} name on it.',
      'That helped a little.',
      '{H} smiled at the child next to {him}.',
    ],
    setback: [
      'At break, {h} got lost looking for the toilets.',
      'When the bell rang, {h} was late back.',
      'Everyone turned to look.',
      '{His} cheeks went hot.',
    ],
    talk: [
      'The teacher crouched down beside {him}.',
      '"Everyone gets lost on the first day," said the teacher.',
      '"Even me, a long time ago."',
    ],
    almost: [
      'After lunch, someone asked {him} to play.',
      '{H} said yes before {h} could feel shy.',
      'They played until the bell rang.',
    ],
    change: [
      'At home time, {h} told {comp} everything.',
      'The butterflies had gone.',
      '{H} could not wait for day two.',
    ],
  },
  older: {
    moment: [
      '{Name} stood at the gates of {venue}, pretending to check {his} phone.',
      'Everyone else seemed to know exactly where to go and who to go with.',
      'It was {his} first day, and it felt as if there was a sign saying so.',
    ],
    tryIt: [
      '{H} found the right room by following the crowd and hoping.',
      'In the first lesson, {h} tried a comment about the homework, and someone nodded.',
      'It was a start, even if a very small one.',
    ],
    setback: [
      'At lunch {h} took a wrong turn and walked into the wrong class halfway through a lesson.',
      'Thirty heads turned at once, and {his} face burned.',
      'For the rest of the morning, {h} was sure everyone was talking about it.',
    ],
    talk: [
      'Afterwards the teacher caught {him} at the door.',
      '"Everyone gets lost in their first week," she said. "The ones who laugh about it settle fastest."',
      '{H} managed a laugh, and it helped more than expected.',
    ],
    almost: [
      'In the afternoon someone from the wrong class waved. "You are the one who walked in on us!"',
      'This time {h} laughed first.',
    ],
    change: [
      'By the end of the day {h} had a seat at lunch and a name to go with a face.',
      'At home {h} told {comp} the whole story, the embarrassing part included.',
      'The first day had been hard, but it had turned out to be the start of something.',
    ],
  },
};
