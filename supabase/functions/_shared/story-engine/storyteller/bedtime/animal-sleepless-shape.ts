// An animal hero who cannot sleep ("a baby owl called Hoot who can't fall asleep") is told the
// sleepless night a child is, at home where its kind sleeps: a nest, a burrow, a den, a cove. No
// bed, no bedroom, no counting on fingers; the night stirs with the wind or the tide.
import type { FeelingShape } from '../feelings/feeling-shape.ts';
import { SLEEPLESS } from '../feelings/sleepless-shape.ts';
import type { Habitat } from './animal-hero.ts';

const NIGHT: Record<Habitat, { place: string; stir: string; still: string; hush: string }> = {
  land: {
    place: 'the wood',
    stir: 'the wind in the leaves',
    still: 'The wood was quiet and safe.',
    hush: 'Every rustle in the leaves sounded louder than it ever did by day.',
  },
  sea: {
    place: 'the sea',
    stir: 'the tide turning',
    still: 'The sea was calm and safe.',
    hush: 'Every ripple in the water sounded louder than it ever did by day.',
  },
};

/** The sleepless shape for an animal of this habitat that sleeps in `home` ("nest"). */
export function animalSleeplessShape(habitat: Habitat, home: string): FeelingShape {
  const { place, stir, still, hush } = NIGHT[habitat];
  return {
    ...SLEEPLESS,
    defaults: { ...SLEEPLESS.defaults, venue: home },
    place,
    young: {
      moment: [
        'Night had come to {place}.',
        '{Name}, a {kind}, snuggled down in {his} {venue}.',
        'But {h} could not sleep.',
        '{EventA} kept {him} awake.',
      ],
      tryIt: [
        '{H} closed {his} eyes tight.',
        'But sleep would not come.',
        '{H} wriggled and turned in {his} {venue}.',
      ],
      setback: ['Then a shadow moved close by.', '{H} held very still.', `It was only ${stir}.`],
      talk: SLEEPLESS.young.talk,
      almost: SLEEPLESS.young.almost,
      change: [
        '{Listener} {stepDone} one last time.',
        '{H} snuggled deep into {his} {venue}.',
        still,
        'Soon {name} was fast asleep.',
        'Goodnight, {name}. Sleep tight.',
      ],
    },
    older: {
      moment: [
        'Night had settled over {place}, but {name}, a {kind}, was still wide awake in {his} {venue}.',
        '{EventA} kept {him} awake, however tightly {h} shut {his} eyes.',
        'The harder {h} tried to sleep, the further away sleep seemed.',
      ],
      tryIt: [
        '{H} lay perfectly still and counted {his} slow breaths.',
        'Somewhere past twenty, {his} thoughts wandered off.',
        'By the time {h} noticed, {h} was more awake than ever.',
        hush,
      ],
      setback: [
        'Then something stirred outside, and the shadows seemed to lean closer.',
        '{H} held very still, listening.',
        `It was only ${stir}, but {his} heart would not slow down.`,
        'Slowly, the quiet settled over {place} again.',
      ],
      talk: [...SLEEPLESS.older.talk, '{H} pressed close, and the night felt a little smaller.'],
      almost: [
        ...SLEEPLESS.older.almost,
        'Outside {his} {venue}, the night went on softly without {him}.',
      ],
      change: [
        '{Listener} {stepDone} once more, very softly.',
        '{H} curled up deeper in {his} {venue}, already drifting.',
        'Soon {h} was fast asleep, and the night kept watch until morning.',
      ],
    },
  };
}
