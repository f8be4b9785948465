// The words a picture is read from: which place a noun stands for, the time of day, who the hero
// is and what they carry. Words are lower case and singular where the plural reads differently.

export const PLACES = [
  'forest',
  'jungle',
  'meadow',
  'sea',
  'lake',
  'underwater',
  'castle',
  'space',
  'city',
  'village',
  'home',
  'library',
  'mountain',
  'desert',
  'snow',
  'cave',
] as const;
export type Place = (typeof PLACES)[number];

const words = (text: string) => text.split(' ');

const PLACE_WORDS: Record<Place, readonly string[]> = {
  forest: words('forest forests wood woods woodland grove oak oaks'),
  jungle: words('jungle jungles rainforest swamp vines'),
  meadow: words(
    'meadow meadows field fields garden gardens allotment allotments park hill hills hillside moor moors farm orchard playground lawn greenhouse beehive hive countryside shed hedge stile track trail',
  ),
  sea: words('sea seas ocean coast shore beach harbour harbor island lighthouse bay pier cove'),
  lake: words('lake river pond stream creek waterfall riverbank bridge'),
  underwater: words('underwater reef coral seabed seafloor shipwreck'),
  castle: words('castle castles palace tower towers kingdom fortress throne ruins spire'),
  space: words(
    'space planet planets asteroid asteroids galaxy spaceship starship orbit crater mars comet',
  ),
  city: words(
    'city street streets town square market shop bakery station road skyscraper plaza office',
  ),
  village: words(
    'village cottage cottages hamlet neighbourhood neighborhood church chapel churchyard cathedral abbey vestry',
  ),
  home: words('bedroom bed attic house home room kitchen nursery bunk cellar'),
  library: words('library museum school classroom hall gallery bookshop workshop laboratory lab'),
  mountain: words(
    'mountain mountains peak cliff cliffs valley pass summit ridge lookout volcano cairn hut',
  ),
  desert: words('desert canyon dune dunes oasis mesa pyramid'),
  snow: words('snow ice glacier arctic igloo tundra iceberg snowfield'),
  cave: words('cave caves cavern tunnel mine grotto underground burrow crypt'),
};

/** A word before the place noun that decides the place: "frozen pass", "space station", "sunken hall". */
const PLACE_MODIFIERS: Record<string, Place> = {
  frozen: 'snow',
  icy: 'snow',
  sunken: 'underwater',
  underwater: 'underwater',
  space: 'space',
  desert: 'desert',
  jungle: 'jungle',
  crater: 'space',
};

const PLACE_BY_WORD = new Map<string, Place>(
  PLACES.flatMap((place) => PLACE_WORDS[place].map((word) => [word, place] as const)),
);

export function placeOfWord(word: string, before = ''): Place | null {
  const place = PLACE_BY_WORD.get(word);
  if (!place) return null;
  return PLACE_MODIFIERS[before] ?? place;
}

/** The place a phrase names ("the frozen pass" is snow), by its last place word; null when none. */
export function placeOfPhrase(phrase: string): Place | null {
  const tokens = phrase.toLowerCase().match(/[a-z]+/g) ?? [];
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const place = placeOfWord(tokens[index] as string, tokens[index - 1]);
    if (place) return place;
  }
  return null;
}

/** Place and thing words that are also verbs or adjectives count only after "the", "a" or an adjective. */
export const AMBIGUOUS_WORDS = new Set(
  words(
    'pass mine park field square bridge hall watch note chart key box sign tag switch signal track',
  ),
);

export const DETERMINERS = new Set(words('the a an this that its his her their our my your'));

/** Words that put the hero somewhere: a place word soon after one of them is where the part happens. */
export const PLACE_PREPOSITIONS = new Set(
  words(
    'in at near into through across inside on to toward towards under over beyond along around',
  ),
);

export const TIMES = ['morning', 'day', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];

export const TIME_WORDS: Record<TimeOfDay, readonly string[]> = {
  morning: words('morning dawn sunrise breakfast daybreak'),
  day: words('noon afternoon sunny sunshine midday daylight lunchtime'),
  sunset: words('sunset dusk evening twilight sundown'),
  night: words(
    'night nights midnight moon moonlight moonlit stars starry starlight bedtime lullaby asleep tonight nighttime',
  ),
};

export const FIGURES = [
  'girl',
  'boy',
  'child',
  'adult',
  'robot',
  'alien',
  'fox',
  'cat',
  'dog',
  'rabbit',
  'bear',
  'mouse',
  'bird',
  'dragon',
  'goat',
  'deer',
  'pig',
  'monkey',
  'badger',
  'turtle',
  'seal',
] as const;
export type Figure = (typeof FIGURES)[number];

export const FIGURE_WORDS: Record<Figure, readonly string[]> = {
  girl: words('girl princess queen mermaid witch daughter sister ballerina maid'),
  boy: words('boy prince king knight wizard son brother squire'),
  child: words(
    'child kid adventurer explorer detective pirate captain hero cadet friend cousin classmate pupil',
  ),
  adult: words(
    'man woman lady grandma granny gran grandmother grandpa grandfather mum mom dad mother father aunt uncle fisherman ferryman keeper librarian caretaker watchman cook professor ranger guide teacher shopkeeper neighbour neighbor guard doctor nurse driver clown giant troll dwarf baker farmer sailor judge rider groom steward sweeper tourist customer secretary seller postman traveller inspector porter curator cleaner visitor patient singer coach player goalkeeper referee intern manager receptionist gardener walker walkers hiker hikers shepherd vicar organist churchwarden arranger ringers',
  ),
  robot: words('robot android bot computer'),
  alien: words('alien'),
  fox: words('fox'),
  cat: words('cat kitten kitty tiger lion'),
  dog: words('dog puppy pup wolf otter'),
  rabbit: words('rabbit bunny hare'),
  bear: words('bear teddy panda'),
  mouse: words('mouse hamster hedgehog squirrel'),
  bird: words('bird owl duck duckling chicken goose penguin parrot robin gull'),
  dragon: words('dragon dinosaur'),
  goat: words('goat sheep lamb'),
  deer: words('deer reindeer fawn stag'),
  pig: words('pig piglet'),
  monkey: words('monkey chimp'),
  badger: words('badger'),
  turtle: words('turtle tortoise'),
  seal: words('seal walrus'),
};

export const THINGS = [
  'kite',
  'map',
  'key',
  'rocket',
  'lantern',
  'ball',
  'book',
  'crown',
  'compass',
  'chest',
  'balloon',
  'star',
  'egg',
  'wand',
  'trophy',
  'flower',
  'shell',
  'bottle',
  'feather',
  'gem',
  'clock',
  'letter',
  'cake',
  'prints',
  'sign',
  'coins',
  'mirror',
  'magnifier',
  'gadget',
] as const;
export type Thing = (typeof THINGS)[number];

export const THING_WORDS: Record<Thing, readonly string[]> = {
  kite: words('kite kites'),
  map: words('map maps chart charts'),
  key: words('key keys'),
  rocket: words('rocket rockets'),
  lantern: words('lantern lamp torch candle'),
  ball: words('ball'),
  book: words('book books diary notebook'),
  crown: words('crown tiara'),
  compass: words('compass'),
  chest: words('chest treasure box trunk'),
  balloon: words('balloon balloons'),
  star: words('star'),
  egg: words('egg eggs'),
  wand: words('wand'),
  trophy: words('trophy cup prize medal'),
  flower: words('flower flowers rose seed honey'),
  shell: words('shell pearl'),
  bottle: words('bottle bottles jar jars'),
  feather: words('feather'),
  gem: words('crystal gem jewel pebble diamond stone'),
  clock: words('clock watch'),
  letter: words('letter note ticket message riddle'),
  cake: words('cake cookie pie sandwich'),
  prints: words('prints footprints pawprints tracks'),
  sign: words('sign signs poster runes tablet diagram tag label'),
  coins: words('coin coins money purse'),
  mirror: words('mirror'),
  magnifier: words('microscope lens magnifier'),
  gadget: words('circuit battery computer gauge switch wire signal scanner radio'),
};
