// A shed or workshop, a shop and a fire station: places where a family's idea fixes, builds, sells
// or rescues something.
// Each tells what is seen, heard and met there, so a motorbike is mended among spanners and oil,
// never beside the sea, and a corner shop has its till and its bell over the door.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const WORKSHOP: PlaceKind = {
  words:
    /\b(sheds?|garages?|workshops?|motorbikes?|motorcycles?|spanners?|workbench|mechanics?|go-karts?)\b/,
  place: 'the shed',
  // "a bike repair shop": where bikes are mended is a workshop, whatever it sells.
  placeWords: /\b(shed|garage|workshop|(?:bike|bicycle|cycle|repair) shop)\b/,
  still: true,
  setting: {
    sights: [
      'a workbench covered in tools',
      'tins of paint on a shelf',
      'a dusty window',
      'jars of screws and nails',
      'a row of spanners on the wall',
      'a coil of rope',
      'a lamp hanging from a hook',
      'a bicycle hung on the wall',
    ],
    sounds: [
      'rain on the tin roof',
      'a radio playing softly',
      'a hammer tapping',
      'the door creaking',
      'a drill whirring',
      'a tap dripping',
    ],
    airs: [
      'smelled of oil and sawdust',
      'was cold and dusty',
      'smelled of engine oil',
      'was warm from the little heater',
    ],
    landmarks: [
      a('climb', 'the stepladder'),
      a('crawl', 'under the workbench'),
      a('search', 'the loft'),
      a('open', 'the big garage door'),
      a('open', 'the old trunk'),
    ],
    things: [
      a('study', 'the repair manual'),
      a('open', 'the rusty toolbox'),
      a('test', 'the spark plug'),
      a('follow', 'the oily footprints'),
      a('read', 'the old notebook'),
    ],
    beings: [
      a('ask', 'the old mechanic'),
      a('help', 'the mouse in the toolbox'),
      a('ask', 'the neighbour next door'),
      a('comfort', 'the frightened cat'),
      a('help', 'the elderly neighbour'),
    ],
  },
};

export const SHOP: PlaceKind = {
  words: /\b(shops?|shopkeepers?|supermarkets?|customers?|general store)\b/,
  place: 'the shop',
  placeWords:
    /\b((?:corner|toy|pet|charity|vintage|junk|antique|gift|joke|hat|ice cream|village) shop|general store|supermarket)\b/,
  still: true,
  setting: {
    sights: [
      'shelves of tins and jars',
      'a bell over the door',
      'a till by the window',
      'a stack of newspapers',
      'a rack of sweets',
      'a chalkboard of prices',
      'boxes waiting to be unpacked',
      'a queue at the counter',
    ],
    sounds: [
      'the shop bell ringing',
      'the till beeping',
      'a fridge humming',
      'customers chatting',
      'boxes thudding down',
      'rain at the window',
    ],
    airs: [
      'smelled of newspapers and oranges',
      'was warm and bright',
      'smelled of cardboard',
      'was busy and close',
    ],
    landmarks: [
      a('climb', 'the stockroom ladder'),
      a('search', 'the stockroom'),
      a('check', 'behind the counter'),
      a('explore', 'the cellar'),
      a('reach', 'the top shelf'),
    ],
    things: [
      a('check', 'the till roll'),
      a('read', 'the delivery list'),
      a('study', 'the price labels'),
      a('check', 'the shop window'),
      a('open', 'the delivery box'),
    ],
    beings: [
      a('help', 'the elderly customer'),
      a('ask', 'the delivery driver'),
      a('ask', 'the shopkeeper next door'),
      a('help', 'the lost little boy'),
      a('comfort', 'the crying toddler'),
    ],
  },
};

export const FIRE_STATION: PlaceKind = {
  words:
    /\b(fire ?(?:stations?|engines?|fighters?|brigades?|crews?|chiefs?)|fireman|firemen|firewoman)\b/,
  place: 'the fire station',
  placeWords: /\b(fire station)\b/,
  still: true,
  aim: 'help out at',
  setting: {
    sights: [
      'a shiny red fire engine',
      'helmets hanging on hooks',
      'coiled hoses on the wall',
      'a brass pole shining in the light',
      'boots lined up by the door',
      'a big map of the town',
      'a ladder folded on the engine roof',
    ],
    sounds: [
      'the radio crackling',
      'boots thudding on the floor',
      'the engine rumbling',
      'a kettle boiling in the mess room',
      'the big doors rolling open',
    ],
    airs: ['smelled of rubber and polish', 'was cool and echoing', 'smelled of diesel and hot tea'],
    landmarks: [
      a('climb', 'the practice tower'),
      a('slide', 'down the brass pole'),
      a('climb', 'into the fire engine'),
      a('search', 'the hose room'),
      a('cross', 'the training yard'),
    ],
    things: [
      a('study', 'the map of the town'),
      a('check', 'the hose reel'),
      a('read', 'the duty board'),
      a('follow', 'the wet boot prints'),
      a('test', 'the old alarm bell'),
    ],
    beings: [
      a('ask', 'the fire chief'),
      a('help', 'the new recruit'),
      a('ask', 'the station cook'),
      a('comfort', 'the station dog'),
      a('help', 'the firefighter on watch'),
    ],
  },
  suspects: [
    {
      who: 'the station dog',
      trace: 'tiny muddy paw prints',
      why: 'thought it was a game',
    },
    {
      who: 'the new recruit',
      trace: 'a trail of wet boot prints',
      why: 'wanted to keep it safe and forgot to say so',
    },
    {
      who: 'the station cook',
      trace: 'a dusting of flour',
      why: 'borrowed it for a surprise and meant to bring it back',
    },
  ],
};
