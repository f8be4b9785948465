// Places indoors an idea can be set in: a school, a home, a library or museum and a ward or
// shelter. Each tells what is seen, heard and met there.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const SCHOOL: PlaceKind = {
  words:
    /\b(school(?! trip)|schools|class|classroom|teachers?|headteacher|lockers?|exams?|homework|robotics|open evening|art room|(?:chess|drama|science|coding|homework|after-school) club)\b/,
  place: 'the school',
  placeWords: /\b(school(?! trip)|classroom|art room)\b/,
  still: true,
  aim: 'have a good day at',
  setting: {
    sights: [
      'a long corridor',
      'rows of pegs',
      'a noticeboard',
      'paintings on the wall',
      'a trophy cabinet',
      'an empty classroom',
      'chairs on the tables',
      'a stack of books',
    ],
    sounds: [
      'the bell ringing',
      'chairs scraping',
      'a door banging',
      'a radiator clanking',
      'someone laughing down the hall',
      'a broom sweeping',
    ],
    airs: [
      'smelled of floor polish',
      'was busy and loud',
      'smelled of paint',
      'was quiet after hours',
    ],
    landmarks: [
      a('search', 'the art room'),
      a('go', 'into the hall'),
      a('check', 'the staff room'),
      a('climb', 'the back stairs'),
      a('visit', 'the library corner'),
    ],
    things: [
      a('read', 'the register'),
      a('check', 'the lost property box'),
      a('study', 'the timetable'),
      a('examine', 'the muddy prints'),
      a('look', 'at the class photos'),
    ],
    beings: [
      a('ask', 'the school secretary'),
      a('help', 'the new pupil'),
      a('ask', 'the dinner lady'),
      a('cheer', 'up the younger child'),
      a('ask', 'the head of year'),
    ],
  },
  suspects: [
    {
      who: 'the class hamster',
      trace: 'a trail of wood shavings',
      why: 'wanted something soft for its nest',
    },
    {
      who: 'the caretaker',
      trace: 'a smear of floor polish',
      why: 'tidied it away and forgot where it went',
    },
    {
      who: 'the new teacher',
      trace: 'a dusting of chalk',
      why: 'wanted to borrow it for a lesson and meant to bring it back',
    },
    {
      who: 'the twins in the class below',
      trace: 'sticky jam fingerprints',
      why: 'wanted to play a joke and then felt too shy to own up',
    },
  ],
};

export const HOME: PlaceKind = {
  words: /\b(house|home|bedroom|bed|blanket fort|sofa|socks?|cupboard)\b/,
  place: 'the house',
  placeWords: /\b(house|home|bedroom)\b/,
  still: true,
  aim: 'have a good day at',
  setting: {
    sights: [
      'a pile of cushions',
      'a laundry basket',
      'the stairs',
      'a tidy shelf',
      'a rug by the door',
      'the kitchen table',
      'a window seat',
      'coats on their hooks',
    ],
    sounds: [
      'the washing machine humming',
      'a clock ticking',
      'the stairs creaking',
      'the cat purring',
      'the radio playing',
      'rain on the window',
    ],
    airs: ['was warm and cosy', 'smelled of toast', 'smelled of clean washing', 'was still'],
    landmarks: [
      a('climb', 'to the attic'),
      a('search', 'under the beds'),
      a('check', 'the washing basket'),
      a('go', 'into the garden shed'),
      a('look', 'behind the sofa'),
    ],
    things: [
      a('study', 'the muddy prints'),
      a('open', 'the toy box'),
      a('count', 'the pegs'),
      a('look', 'inside the drawer'),
      a('read', 'the shopping list'),
    ],
    beings: [
      a('ask', 'the cat'),
      a('ask', 'Grandma on the phone'),
      a('help', 'the baby brother'),
      a('ask', 'the neighbour'),
      a('thank', 'the postman'),
    ],
  },
  suspects: [
    {
      who: 'the twins next door',
      trace: 'sticky jam fingerprints',
      why: 'wanted to play a joke and then felt too shy to own up',
    },
    {
      who: 'the old cat',
      trace: 'tufts of orange fur',
      why: 'wanted a warm place to nap and carried it off',
    },
    {
      who: 'the new neighbour',
      trace: 'a blue thread from a scarf',
      why: 'thought it had been thrown away',
    },
    { who: 'the puppy', trace: 'tiny muddy paw prints', why: 'could not resist it' },
  ],
};

export const BOOKS: PlaceKind = {
  words: /\b(library|libraries|librarian|museum|bookshops?|bookstores?|books|gallery|painting)\b/,
  place: 'the museum',
  placeWords: /\b(library|museum|bookshop|bookstore|gallery)\b/,
  still: true,
  setting: {
    sights: [
      'tall shelves',
      'a glass case',
      'a reading lamp',
      'an old globe',
      'a rolling ladder',
      'a marble floor',
      'dust in a sunbeam',
      'a velvet rope',
    ],
    sounds: [
      'pages turning',
      'footsteps echoing',
      'a clock ticking',
      'a trolley squeaking',
      'someone whispering',
      'a door sighing shut',
    ],
    airs: ['smelled of old paper', 'was hushed and cool', 'smelled of polish', 'was still and dim'],
    landmarks: [
      a('climb', 'the rolling ladder'),
      a('search', 'the basement store'),
      a('walk', 'through the east gallery'),
      a('check', 'the back office'),
      a('visit', 'the map room'),
    ],
    things: [
      a('read', 'the visitors’ book'),
      a('study', 'the catalogue'),
      a('examine', 'the empty case'),
      a('check', 'the alarm log'),
      a('look', 'at the old photographs'),
    ],
    beings: [
      a('ask', 'the night guard'),
      a('help', 'the flustered curator'),
      a('ask', 'the cleaner'),
      a('help', 'the lost visitor'),
      a('ask', 'the tour guide'),
    ],
  },
};

export const CARE: PlaceKind = {
  words: /\b(hospital|nurses?|ward|night shift|vets?|animal shelter|shelter|doctors?)\b/,
  place: 'the ward',
  placeWords: /\b(hospital|ward|animal shelter|shelter)\b/,
  still: true,
  aim: 'help out at',
  setting: {
    sights: [
      'a long, quiet corridor',
      'a row of beds',
      'a desk lamp',
      'a board of names',
      'a cup of cold tea',
      'a window onto the car park',
      'a trolley of blankets',
      'a clock above the door',
    ],
    sounds: [
      'a machine beeping softly',
      'someone snoring',
      'a buzzer',
      'shoes squeaking on the floor',
      'a kettle clicking off',
      'a dog whining',
    ],
    airs: [
      'smelled of soap',
      'was warm and dim',
      'was quiet and watchful',
      'smelled of clean sheets',
    ],
    landmarks: [
      a('walk', 'to the quiet side room'),
      a('check', 'the last room'),
      a('go', 'to the stores'),
      a('visit', 'the kennels'),
      a('cross', 'the empty car park'),
    ],
    things: [
      a('read', 'the notes'),
      a('check', 'the chart'),
      a('count', 'the blankets'),
      a('study', 'the rota'),
      a('write', 'a careful note'),
    ],
    beings: [
      a('comfort', 'the worried patient'),
      a('help', 'the new nurse'),
      a('sit', 'with the old man in bed four'),
      a('feed', 'the grumpy old dog'),
      a('thank', 'the porter'),
    ],
  },
};
