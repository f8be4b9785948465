// A hero who cannot sleep (scared of the dark, kept awake by the thunder), soothed by whoever the
// idea says comes, and falling asleep: a bedtime story about trying to sleep, never a quest.
// {eventA} is what keeps the hero awake, {listener} who soothes them, {stepDone} how.
import type { FeelingShape } from './feeling-shape.ts';

export const SLEEPLESS: FeelingShape = {
  id: 'sleepless',
  read: () => null,
  defaults: {
    other: '',
    otherShort: '',
    listener: '{his} mum',
    eventA: '',
    eventB: '',
    venue: 'bed',
  },
  place: 'the bedroom',
  scene: 'bedroom',
  want: { verb: 'fall', thing: 'asleep', noun: 'sleep' },
  young: {
    moment: [
      'It was bedtime, but {name} could not sleep.',
      '{EventA} kept {him} awake.',
      '{H} wanted to fall asleep.',
    ],
    tryIt: [
      '{H} closed {his} eyes tight.',
      'But sleep would not come.',
      '{H} turned over, and over again.',
    ],
    setback: ['Then a shadow moved close by.', '{H} held very still.', 'It was only the wind.'],
    talk: [
      '{Listener} came to see what was wrong.',
      'Then {listener} {stepDone}.',
      '"I am right here," said {listener}.',
    ],
    almost: [
      '{His} eyes felt heavy now.',
      'Everything grew slower and softer.',
      '{H} gave a [big], slow yawn.',
    ],
    change: [
      '{Listener} {stepDone} one last time.',
      'The night was warm and safe.',
      'Soon {name} was fast asleep.',
      'Goodnight, {name}. Sleep tight.',
    ],
  },
  older: {
    moment: [
      'It was long past bedtime, and {name} was still wide awake.',
      '{EventA} kept {him} awake, however tightly {h} shut {his} eyes.',
      'The harder {h} tried to sleep, the further away sleep seemed.',
    ],
    tryIt: [
      '{H} tried counting slowly backwards from a hundred.',
      'Somewhere in the sixties, {his} thoughts wandered off.',
      'By the time {h} noticed, {h} was more awake than ever.',
    ],
    setback: [
      'Then something creaked, and the shadows seemed to lean closer.',
      '{H} held very still, listening.',
      'It was only the wind, but {his} heart would not slow down.',
    ],
    talk: [
      '{Listener} heard {him} stirring and came to sit close by.',
      'Then {listener} {stepDone}.',
      '"Nothing needs doing tonight," said {listener}. "Just rest."',
    ],
    almost: [
      'Little by little, {his} breathing slowed.',
      'The shadows looked softer now, more like old friends than strangers.',
      '{His} eyelids grew heavy, and {h} let them close.',
    ],
    change: [
      '{Listener} {stepDone} once more, very softly.',
      'By then, {name} was already drifting.',
      'Soon {h} was fast asleep, and the night kept watch until morning.',
    ],
  },
};
