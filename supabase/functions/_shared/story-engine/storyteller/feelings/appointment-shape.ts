// Scared of the hairdresser, the dentist or the doctor: the waiting, the worst moment, being shown
// how it works, and walking out proud with a haircut or a sticker.
import type { FeelingShape, FeelingWords } from './feeling-shape.ts';
import { VISIT_EPISODES } from './visit-episodes.ts';

/** What each visit is, who does it, what a child fears there and what they walk out with. */
const VISITS: readonly { words: RegExp; found: Partial<FeelingWords> }[] = [
  {
    words: /^(?:hairdresser|hairdressers|hairdresser's|haircut|haircuts|hair cut)$/,
    found: {
      venue: "the hairdresser's",
      listener: 'the hairdresser',
      eventA: 'the buzzing clippers',
      eventB: 'a cool new haircut',
    },
  },
  {
    words: /^(?:barber|barbers|barber's)$/,
    found: {
      venue: "the barber's",
      listener: 'the barber',
      eventA: 'the buzzing clippers',
      eventB: 'a cool new haircut',
    },
  },
  {
    words: /^(?:dentist|dentists|dentist's|check-?up)$/,
    found: {
      venue: "the dentist's",
      listener: 'the dentist',
      eventA: 'the big chair',
      eventB: 'a shiny sticker and clean teeth',
    },
  },
  {
    words: /^(?:doctor|doctors|doctor's|injection|injections|jab|jabs|vaccination|blood test)$/,
    found: {
      venue: "the doctor's",
      listener: 'the nurse',
      eventA: 'the injection',
      eventB: 'a sticker for being brave',
    },
  },
];

const SCARED =
  /\b(?:scared|afraid|frightened|terrified|nervous|worried|anxious) (?:of|about) (?:going to |getting |having |a |an |the |his |her |their |my )*(hairdresser['’]?s?|haircuts?|hair cut|barber['’]?s?|dentist['’]?s?|check-?up|doctor['’]?s?|injections?|jabs?|vaccination|blood test)\b/i;

export const APPOINTMENT: FeelingShape = {
  id: 'appointment',
  read: (idea) => {
    const feared = SCARED.exec(idea)?.[1]?.toLowerCase().replace('’', "'");
    if (!feared) return null;
    const visit = VISITS.find((one) => one.words.test(feared));
    return visit ? { ...visit.found, scene: 'visit' } : null;
  },
  defaults: {
    other: '',
    otherShort: '',
    listener: 'the nurse',
    eventA: 'what would happen',
    eventB: 'a sticker for being brave',
    venue: "the doctor's",
  },
  place: 'the waiting room',
  scene: 'visit',
  want: { verb: 'be brave at', thing: '{venue}', noun: 'courage' },
  doneBy: 'one small step at a time',
  episodes: VISIT_EPISODES,
  young: {
    moment: [
      '{Name} sat in the waiting room at {venue}.',
      '{His} legs would not keep still.',
      '{H} was scared of {eventA}.',
      'What if it hurt?',
    ],
    tryIt: ['{H} counted the fish in the tank.', 'One, two, three, four.', 'That helped a little.'],
    setback: ['Then {his} name was called.', '{His} tummy went tight.', '{H} wanted to go home.'],
    talk: [
      '{Listener} came out and smiled.',
      '"Shall I show you how it works first?" asked {listener}.',
      '{H} nodded, just a little.',
    ],
    almost: [
      '{Listener} showed {him} everything, slowly.',
      'It was not so scary close up.',
      '{Name} climbed into the big chair.',
    ],
    change: [
      'It was over before {h} knew it.',
      '{H} went home with {eventB}.',
      '{H} felt proud all the way home.',
    ],
  },
  older: {
    moment: [
      '{Name} sat in the waiting room at {venue}, pretending not to care.',
      'Every time a door opened, {his} stomach dropped.',
      'Being scared of {eventA} felt silly, but knowing that did not help at all.',
    ],
    tryIt: [
      '{H} tried breathing slowly, in for four and out for four.',
      'It worked for about a minute.',
      'Then {his} name was called, and the calm was gone.',
    ],
    setback: [
      'Halfway to the door, {h} froze.',
      '{His} heart was thumping so hard that {h} could hear it.',
      'For a moment {h} was sure {h} would turn round and walk straight out.',
    ],
    talk: [
      '{Listener} noticed and did not hurry {him}.',
      '"Lots of people feel like this," said {listener}. "Shall I show you everything first, so there are no surprises?"',
      'Somehow, saying yes was easier than {h} had expected.',
    ],
    almost: [
      '{Listener} explained each step before doing it.',
      'Knowing what was coming made it smaller, one step at a time.',
      '{Name} sat down in the big chair and held on.',
    ],
    change: [
      'It was over much sooner than {h} had feared.',
      '{H} walked out with {eventB}, and with something better too: the feeling of having done it.',
      'Next time, {h} thought, the waiting would be the hardest part.',
    ],
  },
};
