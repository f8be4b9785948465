// A castle, a palace or a kingdom's court: towers and a great hall, a cook and a guard, rather than
// the genre's wild woods or a space station's corridors.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const CASTLE: PlaceKind = {
  words: /\b(castles?|palaces?|kingdoms?|throne ?rooms?|moats?|drawbridges?|courtiers?)\b/,
  place: 'the castle',
  placeWords: /\b(castle|palace)\b/,
  still: false,
  setting: {
    sights: [
      'banners on the towers',
      'a suit of armour',
      'torches along the wall',
      'a long banquet table',
      'a tapestry of knights',
      'the moat far below',
    ],
    sounds: [
      'trumpets on the walls',
      'the drawbridge creaking',
      'footsteps on stone',
      'a lute playing',
      'the guards calling',
    ],
    airs: ['smelled of wood smoke', 'was cold between the stones', 'smelled of candle wax'],
    landmarks: [
      a('climb', 'the tallest tower'),
      a('cross', 'the drawbridge'),
      a('explore', 'the great hall'),
      a('explore', 'the secret passage'),
      a('walk', 'along the battlements'),
    ],
    things: [
      a('read', 'the royal scroll'),
      a('study', 'the map of the kingdom'),
      a('open', 'the locked chest'),
      a('look', 'behind the tapestry'),
    ],
    beings: [
      a('ask', 'the old cook'),
      a('ask', 'the castle guard'),
      a('help', 'the stable boy'),
      a('ask', 'the royal librarian'),
    ],
  },
  suspects: [
    {
      who: 'the royal cook',
      trace: 'a dusting of flour',
      why: 'wanted to borrow it for the feast and meant to bring it back',
    },
    {
      who: 'the castle cat',
      trace: 'tufts of grey fur',
      why: 'wanted a warm place to nap and carried it off',
    },
    {
      who: 'a jackdaw',
      trace: 'a shiny black feather',
      why: 'could never resist anything that glittered',
    },
    {
      who: 'the young squire',
      trace: 'muddy boot prints',
      why: 'wanted to play a joke and then felt too shy to own up',
    },
  ],
};
