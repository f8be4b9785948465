// A city, a base or a submarine under the sea: the story happens inside, with air to breathe, and
// the sea is what is seen through the glass. A fish's reef or a mermaid's cove has no walls, so it
// stays by the sea (places-outdoors.ts), where "the air smelled of salt" is true.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const UNDERWATER: PlaceKind = {
  words:
    /\b(underwater (?:city|cities|town|base|station|school|world|kingdom)|undersea (?:city|base)|submarines?|atlantis)\b/,
  place: 'the underwater city',
  placeWords: /\b(underwater (?:city|town|base|station|school)|submarine)\b/,
  still: false,
  setting: {
    sights: [
      'a shoal of silver fish beyond the glass',
      'kelp swaying outside the window',
      'a glowing jellyfish',
      'a sunken anchor on the sand',
      'light rippling from far above',
      'a turtle gliding past',
    ],
    sounds: [
      'pumps humming',
      'a whale singing far off',
      'bubbles rising past the glass',
      'the walls creaking',
      'a dolphin clicking',
    ],
    airs: ['smelled of salt and metal', 'was cool and damp', 'hummed with the pumps'],
    landmarks: [
      a('swim', 'through the airlock'),
      a('cross', 'the glass tunnel'),
      a('explore', 'the sunken ship'),
      a('explore', 'the kelp forest'),
      a('swim', 'to the coral tower'),
    ],
    things: [
      a('read', 'the pressure dial'),
      a('study', 'the sonar screen'),
      a('check', 'the oxygen tanks'),
      a('follow', 'the trail of bubbles'),
    ],
    beings: [
      a('ask', 'the old diver'),
      a('help', 'the tangled turtle'),
      a('ask', 'the wise octopus'),
      a('free', 'the trapped dolphin'),
    ],
  },
  suspects: [
    { who: 'an octopus', trace: 'a smear of purple ink', why: 'thought it was a toy' },
    {
      who: 'the old diver',
      trace: 'wet flipper prints',
      why: 'wanted to keep it safe from the current and forgot to say so',
    },
    { who: 'a hermit crab', trace: 'tiny sandy claw marks', why: 'thought it was a new shell' },
    { who: 'a dolphin', trace: 'a trail of bubbles', why: 'thought it was a game' },
  ],
};
