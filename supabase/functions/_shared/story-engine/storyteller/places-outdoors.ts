// Places out of doors an idea can be set in: a show ground, a park, the coast, a sports pitch,
// and space. Each tells what is seen, heard and met there.
import type { PlaceKind } from './place-kind.ts';
import { approach as a, SETTING_WORDS } from './setting-words.ts';

export const SHOW_GROUND: PlaceKind = {
  words: /\b(pony|ponies|horses?|show[- ]jumping|riding|stables?|gymkhana|rosettes?)\b/,
  place: 'the show ground',
  placeWords: /\b(show ground|stables?|riding school|gymkhana)\b/,
  still: true,
  setting: {
    sights: [
      'striped poles',
      'a row of rosettes',
      'a neat white fence',
      'the judges’ tent',
      'a water jump',
      'fresh straw',
      'a tall brick wall of a jump',
      'flags on the fence',
    ],
    sounds: [
      'hooves thudding',
      'a loudspeaker crackling',
      'people clapping',
      'a horse snorting',
      'a bell for the next rider',
      'buckles jingling',
    ],
    airs: ['smelled of hay', 'was bright and busy', 'smelled of saddle soap', 'was warm and dusty'],
    landmarks: [
      a('walk', 'the jumping course'),
      a('cross', 'the warm-up ring'),
      a('visit', 'the stable block'),
      a('try', 'the practice fence'),
      a('ride', 'round the collecting ring'),
    ],
    things: [
      a('study', 'the course plan'),
      a('check', 'the saddle straps'),
      a('read', 'the score board'),
      a('count', 'the strides'),
      a('polish', 'the bridle'),
    ],
    beings: [
      a('ask', 'the kind judge'),
      a('help', 'the nervous rider'),
      a('ask', 'the old groom'),
      a('calm', 'the jumpy pony'),
      a('thank', 'the steward'),
    ],
  },
};

export const PARK: PlaceKind = {
  words: /\b(park|playground|bikes?|bicycles?|picnic|swings?)\b/,
  place: 'the park',
  placeWords: /\b(park|playground)\b/,
  still: true,
  aim: 'have fun at',
  setting: {
    sights: [
      'a wide green lawn',
      'a winding path',
      'ducks on the pond',
      'a row of benches',
      'a tall oak tree',
      'flower beds',
      'a bandstand',
      'a low wooden gate',
    ],
    sounds: [
      'children laughing',
      'ducks quacking',
      'a dog barking',
      'leaves rustling',
      'a bell on a bike',
      'birds singing',
    ],
    airs: [
      'smelled of cut grass',
      'was fresh and bright',
      'was warm and still',
      'smelled of roses',
    ],
    landmarks: [
      a('try', 'the gentle slope'),
      a('cross', 'the little bridge'),
      a('go', 'round the pond'),
      a('climb', 'the grassy hill'),
      a('follow', 'the long path'),
    ],
    things: [
      a('check', 'the tyres'),
      a('study', 'the park map'),
      a('look', 'at the muddy tracks'),
      a('count', 'the benches'),
      a('read', 'the sign by the gate'),
    ],
    beings: [
      a('ask', 'the park keeper'),
      a('help', 'the little boy who fell'),
      a('ask', 'the dog walker'),
      a('help', 'the lost duckling'),
      a('thank', 'the ice-cream seller'),
    ],
  },
};

export const SEA: PlaceKind = {
  words:
    /\b(sea|seas|oceans?|beach|beaches|seaside|islands?|isles?|lighthouse|harbou?rs?|shore|coasts?|coastal|cliffs?|surf|surfs|surfing|pirates?|ferry|ferries|fisherm[ae]n|fishing boats?|tides?|rock ?pools?|sandcastles?)\b/,
  place: 'the harbour',
  placeWords: /\b(beach|island|lighthouse|harbou?r|seaside|coast|ferry)\b/,
  still: false,
  setting: {
    sights: [
      'the lighthouse beam',
      'fishing boats',
      'wet black rocks',
      'a long stone pier',
      'lobster pots',
      'seaweed on the sand',
      'a line of buoys',
      'the tide coming in',
    ],
    sounds: [
      'waves on the shingle',
      'gulls crying',
      'a foghorn far off',
      'ropes creaking',
      'the wind in the rigging',
      'a bell buoy clanging',
    ],
    airs: ['smelled of salt', 'was damp with spray', 'was cold and grey', 'tasted of the sea'],
    landmarks: [
      a('climb', 'the lighthouse stairs'),
      a('walk', 'along the pier'),
      a('row', 'to the rocky island'),
      a('explore', 'the sea caves'),
      a('cross', 'the wet rocks'),
    ],
    things: [
      a('read', 'the tide table'),
      a('check', 'the old logbook'),
      a('study', 'the sea chart'),
      a('follow', 'the footprints in the sand'),
      a('open', 'the sea chest'),
    ],
    beings: [
      a('ask', 'the old fisherman'),
      a('free', 'the trapped seal'),
      a('ask', 'the harbour master'),
      a('help', 'the tangled gull'),
      a('ask', 'the ferryman'),
    ],
  },
  suspects: [
    { who: 'a seagull', trace: 'a trail of small feathers', why: 'could not resist it' },
    { who: 'a crab', trace: 'tiny sandy claw marks', why: 'thought it was a new shell' },
    {
      who: 'the ice-cream seller',
      trace: 'a sticky drip of ice cream',
      why: 'wanted to keep it safe from the tide and forgot to say so',
    },
    {
      who: 'the old fisherman',
      trace: 'a coil of wet rope',
      why: 'thought it had been washed up and was anyone’s',
    },
  ],
};

export const PITCH: PlaceKind = {
  words:
    // "a chess tournament", "the quiz match": a game at a table is never played on grass.
    /\b(football|soccer|rugby|netball|hockey|basketball|quarterback|pitch|stadium|sports day|(?<!\b(?:chess|quiz|spelling|debate|debating|scrabble|darts|pool|snooker|poker|card|video game|gaming|esports) )(?:tournament|match))\b/,
  place: 'the pitch',
  placeWords: /\b(pitch|stadium)\b/,
  still: true,
  setting: {
    sights: [
      'white lines on the grass',
      'a muddy goalmouth',
      'a row of kit bags',
      'the scoreboard',
      'orange cones',
      'parents by the rail',
      'a coach with a whistle',
      'floodlights',
    ],
    sounds: [
      'a whistle blowing',
      'boots thudding',
      'the crowd cheering',
      'a ball smacking the post',
      'a coach shouting',
      'rain on the stand roof',
    ],
    airs: ['smelled of wet grass', 'was cold and bright', 'buzzed with noise', 'was muddy'],
    landmarks: [
      a('run', 'onto the pitch'),
      a('go', 'into the changing room'),
      a('cross', 'the muddy field'),
      a('climb', 'the empty stand'),
      a('walk', 'to the clubhouse'),
    ],
    things: [
      a('study', 'the team sheet'),
      a('practise', 'the free kick'),
      a('watch', 'the other team'),
      a('check', 'the boots'),
      a('read', 'the fixture list'),
    ],
    beings: [
      a('ask', 'the coach'),
      a('help', 'the injured player'),
      a('cheer', 'up the goalkeeper'),
      a('ask', 'the team captain'),
      a('thank', 'the referee'),
    ],
  },
};

export const SPACE: PlaceKind = {
  words: /\b(space|planets?|rockets?|spaceships?|spacecraft|asteroids?|galaxy|aliens?)\b/,
  place: 'the space station',
  placeWords: /\b(space station|spaceship)\b/,
  still: false,
  setting: SETTING_WORDS['sci-fi'],
  suspects: [
    {
      who: 'the ship’s robot',
      trace: 'a drop of engine oil',
      why: 'wanted to polish it and forgot to bring it back',
    },
    {
      who: 'a little alien stowaway',
      trace: 'glowing green footprints',
      why: 'thought it was a present',
    },
    {
      who: 'the sleepy engineer',
      trace: 'oily thumbprints',
      why: 'wanted to mend it and meant to bring it back',
    },
    {
      who: 'the ship’s cook',
      trace: 'a trail of crumbs',
      why: 'wanted to keep it safe and forgot to say so',
    },
  ],
};

// "a treasure map all over the zoo": the hunt goes from the penguins to the reptile house, never
// to a shipwreck.
export const ZOO: PlaceKind = {
  words: /\b(zoos?|safari park|wildlife park|zookeepers?)\b/,
  place: 'the zoo',
  placeWords: /\b(zoo|safari park|wildlife park)\b/,
  still: false,
  setting: {
    sights: [
      'a giraffe nibbling leaves',
      'penguins waddling in a line',
      'a sleepy lion on a warm rock',
      'a crowd by the monkey house',
      'a balloon seller by the gate',
    ],
    sounds: [
      'monkeys chattering',
      'a sea lion barking',
      'a parrot squawking',
      'the zoo train tooting',
    ],
    airs: ['smelled of hay and popcorn', 'was warm and noisy', 'buzzed with voices'],
    landmarks: [
      a('explore', 'the reptile house'),
      a('climb', 'the lookout tower'),
      a('visit', 'the penguin pool'),
      a('walk through', 'the butterfly house'),
    ],
    things: [
      a('study', 'the zoo map'),
      a('read', 'the feeding chart'),
      a('follow', 'the paw-print trail'),
    ],
    beings: [
      a('ask', 'the zookeeper'),
      a('help', 'the busy keeper'),
      a('ask', 'the ice-cream seller'),
    ],
  },
};
