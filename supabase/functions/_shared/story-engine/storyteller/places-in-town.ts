// Places in town an idea can be set in: a city, a station, a bakery or café, an office and a stage.
// Each tells what is seen, heard and met there.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const CITY: PlaceKind = {
  words: /\b(city|cities|town|streets?|downtown|market)\b/,
  place: 'the city',
  placeWords: /\b(city|town|market)\b/,
  still: false,
  setting: {
    sights: [
      'tall glass towers',
      'a crowded crossing',
      'an overflowing flower stall',
      'bright shop signs',
      'a cobbled square with a fountain',
      'a busy train bridge',
      'decorative lights above the street',
      'a narrow side street',
    ],
    sounds: [
      'traffic humming',
      'a train rattling overhead',
      'a street seller calling',
      'bicycle bells',
      'music from a shop',
      'footsteps on the pavement',
    ],
    airs: [
      'smelled of hot food',
      'was warm and crowded',
      'buzzed with voices',
      'smelled of rain on stone',
    ],
    landmarks: [
      a('climb', 'the old tower'),
      a('cross', 'the busy bridge'),
      a('explore', 'the covered market'),
      a('ride', 'the crowded train'),
      a('visit', 'the old museum'),
    ],
    things: [
      a('study', 'the street map'),
      a('read', 'the old signpost'),
      a('check', 'the train timetable'),
      a('follow', 'the chalk arrows'),
      a('decode', 'the shop sign'),
    ],
    beings: [
      a('ask', 'the street sweeper'),
      a('help', 'the lost tourist'),
      a('ask', 'the flower seller'),
      a('help', 'the old shopkeeper'),
      a('ask', 'the bus driver'),
    ],
  },
};

export const STATION: PlaceKind = {
  words: /\b(trains?|railway|platforms?|night train|(?<!(?:space|mining|research) )station)\b/,
  place: 'the station',
  placeWords: /\b((?<!(?:space|mining|research) )station|platform|train)\b/,
  still: false,
  setting: {
    sights: [
      'a long platform',
      'a big station clock',
      'a departure board',
      'a row of carriages',
      'steam on the windows',
      'a ticket office',
      'a bench under the clock',
      'rails shining in the light',
    ],
    sounds: [
      'a whistle blowing',
      'wheels clattering',
      'an announcement',
      'doors sliding shut',
      'a trolley rattling',
      'a guard calling',
    ],
    airs: ['smelled of coffee', 'was cold and busy', 'smelled of oil', 'was thick with steam'],
    landmarks: [
      a('walk', 'to the last carriage'),
      a('cross', 'the footbridge'),
      a('search', 'the luggage van'),
      a('visit', 'the dining car'),
      a('check', 'the waiting room'),
    ],
    things: [
      a('read', 'the timetable'),
      a('check', 'the tickets'),
      a('study', 'the luggage labels'),
      a('examine', 'the torn ticket'),
      a('read', 'the passenger list'),
    ],
    beings: [
      a('ask', 'the guard'),
      a('help', 'the lost traveller'),
      a('ask', 'the ticket inspector'),
      a('help', 'the old porter'),
      a('ask', 'the woman with the dog'),
    ],
  },
};

export const KITCHEN: PlaceKind = {
  words:
    /\b(bakery|bakers?|baking|bake|cakes?|kitchen|caf[eé]|tea ?shop|restaurant|chef|cooking|pancakes|lemonade stand)\b/,
  place: 'the kitchen',
  placeWords:
    /\b(bakery|kitchen|caf[eé]|(?:tea|ramen|noodle|chip|coffee|pancake|cake|sweet) ?shop|restaurant|lemonade stand)\b/,
  still: true,
  setting: {
    sights: [
      'flour on the counter',
      'trays of warm buns',
      'a glowing oven',
      'rows of glass jars',
      'a chalkboard menu',
      'steam from the kettle',
      'a stack of clean cups',
      'a bell above the door',
    ],
    sounds: [
      'the oven ticking',
      'a spoon tapping a bowl',
      'the kettle whistling',
      'the door bell tinkling',
      'dough thumping on wood',
      'cups clinking',
    ],
    airs: [
      'smelled of warm bread',
      'was cosy and warm',
      'smelled of cinnamon',
      'was sweet with sugar',
    ],
    landmarks: [
      a('open', 'the big oven'),
      a('climb', 'to the top shelf'),
      a('search', 'the pantry'),
      a('go', 'into the cold store'),
      a('open', 'the shop door'),
    ],
    things: [
      a('read', 'the old recipe'),
      a('check', 'the order book'),
      a('weigh', 'the flour'),
      a('taste', 'the batter'),
      a('count', 'the takings'),
    ],
    beings: [
      a('serve', 'the first customer'),
      a('help', 'the tired delivery driver'),
      a('ask', 'the night baker'),
      a('comfort', 'the sad customer'),
      a('feed', 'the hungry cat'),
    ],
  },
  suspects: [
    {
      who: 'the baker',
      trace: 'a trail of white flour',
      why: 'wanted to borrow it for a surprise and meant to bring it back',
    },
    {
      who: 'the kitchen cat',
      trace: 'tufts of orange fur',
      why: 'wanted a warm place to nap and carried it off',
    },
    {
      who: 'the new apprentice',
      trace: 'a dusting of icing sugar',
      why: 'wanted to practise with it and meant to bring it back',
    },
    {
      who: 'the delivery boy',
      trace: 'a muddy tyre mark',
      why: 'thought it was part of the order',
    },
  ],
};

export const OFFICE: PlaceKind = {
  words: /\b(office|printers?|accounts|work party|desks?|boss|meeting)\b/,
  place: 'the office',
  placeWords: /\b(office)\b/,
  still: true,
  setting: {
    sights: [
      'a row of desks',
      'a flickering screen',
      'a pile of paper',
      'a coffee machine',
      'a potted plant',
      'a whiteboard',
      'sticky notes everywhere',
      'a window onto the car park',
    ],
    sounds: [
      'keyboards clicking',
      'a phone ringing',
      'the printer whirring',
      'the coffee machine gurgling',
      'someone sighing',
      'the lift pinging',
    ],
    airs: ['smelled of coffee', 'was stuffy and warm', 'buzzed with gossip', 'smelled of toner'],
    landmarks: [
      a('go', 'into the meeting room'),
      a('check', 'the supply cupboard'),
      a('visit', 'the fourth floor'),
      a('search', 'the server room'),
      a('walk', 'to the kitchen'),
    ],
    things: [
      a('read', 'the latest poem'),
      a('check', 'the print queue'),
      a('study', 'the manual'),
      a('open', 'the paper tray'),
      a('read', 'the memo'),
    ],
    beings: [
      a('ask', 'the IT man'),
      a('help', 'the new intern'),
      a('ask', 'the manager'),
      a('cheer', 'up the receptionist'),
      a('thank', 'the cleaner'),
    ],
  },
};

export const STAGE: PlaceKind = {
  words: /\b(bands?|guitars?|concerts?|stage|drummer|gig|choir|podcast)\b/,
  place: 'the school hall',
  still: true,
  setting: {
    sights: [
      'a tangle of cables',
      'a row of amplifiers',
      'bright stage lights',
      'an empty microphone stand',
      'a drum kit',
      'a heavy curtain',
      'a set list taped to the floor',
      'a crowd by the door',
    ],
    sounds: [
      'feedback squealing',
      'a drum being tuned',
      'the crowd murmuring',
      'a bass line thumping',
      'someone testing a microphone',
      'a door to the stage banging',
    ],
    airs: ['was hot under the lights', 'buzzed with nerves', 'smelled of dust', 'was loud'],
    landmarks: [
      a('search', 'the wings of the stage'),
      a('check', 'the equipment room'),
      a('climb', 'to the lighting box'),
      a('run', 'to the car park'),
      a('cross', 'the crowded hall'),
    ],
    things: [
      a('read', 'the running order'),
      a('check', 'the empty guitar case'),
      a('study', 'the sign-in sheet'),
      a('look', 'at the photos on a phone'),
      a('examine', 'the broken strap'),
    ],
    beings: [
      a('ask', 'the sound engineer'),
      a('calm', 'the nervous singer'),
      a('ask', 'the caretaker'),
      a('help', 'the younger band'),
      a('ask', 'the girl at the door'),
    ],
  },
};
