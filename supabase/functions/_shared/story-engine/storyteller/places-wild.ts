// Wild places an idea can be set in: the woods, the jungle, the river, the desert and the caves. A monkey lost
// in the jungle climbs vines and asks a toucan, never a lighthouse keeper; a day on the river passes
// the weir and the boathouse, never a shipwreck; a desert has dunes and a camel driver.
import type { PlaceKind } from './place-kind.ts';
import { approach as a, SETTING_WORDS } from './setting-words.ts';

export const WOODS: PlaceKind = {
  words: /\b(forest|woods|woodland|camping|tent|campsite)\b/,
  place: 'the woods',
  placeWords: /\b(forest|woods|woodland|campsite)\b/,
  still: false,
  setting: {
    sights: SETTING_WORDS['fantasy-magic'].sights,
    sounds: SETTING_WORDS['fantasy-magic'].sounds,
    airs: SETTING_WORDS['fantasy-magic'].airs,
    landmarks: [
      a('climb', 'the giant oak'),
      a('cross', 'the fallen log'),
      a('explore', 'the ferny hollow'),
      a('follow', 'the stream through the trees'),
      a('climb', 'to the top of the ridge'),
    ],
    things: [
      a('follow', 'the muddy tracks'),
      a('study', 'the trail map'),
      a('read', 'the ranger’s sign'),
      a('look', 'inside the hollow tree'),
    ],
    beings: [
      a('ask', 'the forest ranger'),
      a('help', 'the lost hedgehog'),
      a('ask', 'the wise badger'),
      a('feed', 'the hungry squirrel'),
    ],
  },
  suspects: [
    {
      who: 'a squirrel',
      trace: 'a pile of nibbled nutshells',
      why: 'wanted to hide it for winter',
    },
    {
      who: 'the forest ranger',
      trace: 'muddy boot prints',
      why: 'wanted to keep it safe from the storm and forgot to say so',
    },
    {
      who: 'a magpie',
      trace: 'a shiny black feather',
      why: 'could never resist anything that glittered',
    },
    { who: 'a young fox', trace: 'tiny muddy paw prints', why: 'thought it was a game' },
  ],
};

export const JUNGLE: PlaceKind = {
  words: /\b(jungles?|rainforests?|rain forests?)\b/,
  place: 'the jungle',
  placeWords: /\b(jungle|rainforest|rain forest)\b/,
  still: false,
  setting: {
    sights: [
      'vines hanging down',
      'a bright red flower',
      'a tree frog on a leaf',
      'giant green leaves',
      'sunlight through the canopy',
      'a butterfly as big as a hand',
    ],
    sounds: [
      'parrots squawking',
      'monkeys hooting',
      'a waterfall roaring',
      'rain drumming on the leaves',
      'frogs croaking',
    ],
    airs: ['was hot and damp', 'smelled of rain and flowers', 'was thick and steamy'],
    landmarks: [
      a('climb', 'the tallest vine'),
      a('cross', 'the jungle river'),
      a('swing', 'across the deep gully'),
      a('explore', 'behind the waterfall'),
      a('climb', 'into the canopy'),
    ],
    things: [
      a('follow', 'the trail of mango peels'),
      a('study', 'the footprints in the mud'),
      a('look', 'inside the hollow tree'),
      a('follow', 'the orchid petals'),
    ],
    beings: [
      a('ask', 'the wise old toucan'),
      a('help', 'the stuck tree frog'),
      a('ask', 'the sleepy sloth'),
      a('help', 'the lost baby parrot'),
    ],
  },
  suspects: [
    { who: 'a cheeky monkey', trace: 'a trail of banana peels', why: 'thought it was a game' },
    {
      who: 'a parrot',
      trace: 'a bright green feather',
      why: 'could never resist anything that glittered',
    },
    { who: 'a snake', trace: 'a wiggly line in the mud', why: 'wanted a warm place to nap' },
    { who: 'a toucan', trace: 'a trail of small feathers', why: 'thought it was a present' },
  ],
};

export const RIVER: PlaceKind = {
  words: /\b(rivers?|riverbanks?|canals?|streams?|creeks?|rapids)\b/,
  place: 'the river',
  placeWords: /\b(riverbank|river|canal|stream|creek)\b/,
  still: false,
  setting: {
    sights: [
      'a kingfisher flashing past',
      'willows trailing in the water',
      'a row of moored boats',
      'ripples on the water',
      'a heron standing very still',
      'reeds along the bank',
    ],
    sounds: [
      'water rushing over the weir',
      'ducks quacking',
      'oars splashing',
      'reeds whispering',
      'a boat horn far off',
    ],
    airs: ['smelled of mud and mint', 'was cool by the water', 'was soft and green'],
    landmarks: [
      a('cross', 'the stepping stones'),
      a('walk', 'along the towpath'),
      a('explore', 'the old boathouse'),
      a('climb', 'onto the weir wall'),
      a('paddle', 'to the little island'),
    ],
    things: [
      a('study', 'the river map'),
      a('follow', 'the wet footprints'),
      a('check', 'the fishing net'),
      a('read', 'the sign by the lock'),
    ],
    beings: [
      a('ask', 'the lock keeper'),
      a('help', 'the tangled duck'),
      a('ask', 'the old boatman'),
      a('help', 'the stranded otter'),
    ],
  },
  suspects: [
    { who: 'an otter', trace: 'wet paw prints', why: 'thought it was a toy' },
    {
      who: 'the old boatman',
      trace: 'a coil of wet rope',
      why: 'wanted to keep it safe from the current and forgot to say so',
    },
    { who: 'a heron', trace: 'a long grey feather', why: 'thought it was a present' },
    { who: 'a cheeky duck', trace: 'a trail of small feathers', why: 'thought it was a game' },
  ],
};

export const DESERT: PlaceKind = {
  words: /\b(deserts?(?! islands?)|sand dunes?|dunes|oasis|oases|sahara|camels?)\b/,
  place: 'the desert',
  placeWords: /\b(desert(?! island)|oasis)\b/,
  still: false,
  setting: {
    sights: [
      'golden dunes',
      'a line of camels',
      'a lonely palm tree',
      'ripples in the sand',
      'a lizard on a warm stone',
      'the heat shimmering',
    ],
    sounds: [
      'sand hissing in the wind',
      'camel bells',
      'a hawk crying high above',
      'a drum far off',
      'the wind whistling',
    ],
    airs: ['was hot and dry', 'smelled of dust and dates', 'was still and baking'],
    landmarks: [
      a('climb', 'the tallest dune'),
      a('cross', 'the salt flat'),
      a('explore', 'the old stone ruins'),
      a('walk', 'to the oasis'),
      a('climb', 'the red rocks'),
    ],
    things: [
      a('follow', 'the tracks in the sand'),
      a('study', 'the star map'),
      a('check', 'the water flask'),
      a('follow', 'the stone markers'),
    ],
    beings: [
      a('ask', 'the camel driver'),
      a('help', 'the thirsty fox'),
      a('ask', 'the old trader'),
      a('help', 'the lost baby camel'),
    ],
  },
  suspects: [
    { who: 'a desert fox', trace: 'small paw prints in the sand', why: 'thought it was a game' },
    { who: 'a camel', trace: 'big round hoof prints', why: 'thought it was something to eat' },
    {
      who: 'a crow',
      trace: 'a glossy black feather',
      why: 'could never resist anything that glittered',
    },
    {
      who: 'the old trader',
      trace: 'a scrap of striped cloth',
      why: 'wanted to keep it safe from the sandstorm and forgot to say so',
    },
  ],
};

export const CAVE: PlaceKind = {
  // "the roof caves in": a roof or a ceiling that falls is no cave.
  words:
    /\b((?<!(?:roof|ceiling|floor|walls?|tunnel|ground|it) )caves?|caverns?|catacombs|crypts?|grottos?|gold mines?|mine shafts?|potholes?)\b/,
  place: 'the caves',
  placeWords:
    /\b((?<!(?:roof|ceiling|floor|walls?|tunnel|ground|it) )caves?|caverns?|catacombs|crypt|grotto|gold mine|mine shaft)\b/,
  still: false,
  setting: {
    sights: [
      'drips shining on the rock',
      'a narrow stone passage',
      'pale roots hanging from the roof',
      'old markings scratched on the wall',
      'a pool of still black water',
      'the last light far behind',
    ],
    sounds: [
      'water dripping somewhere deep',
      'footsteps echoing',
      'a cold wind whistling through a crack',
      'small stones skittering',
      'bats rustling overhead',
    ],
    airs: ['was cold and damp', 'smelled of wet stone', 'was still and very quiet'],
    landmarks: [
      a('squeeze', 'through the narrow gap'),
      a('climb', 'the slippery rocks'),
      a('cross', 'the underground stream'),
      a('crawl', 'into the low tunnel'),
      a('climb', 'down the old ladder'),
    ],
    things: [
      a('study', 'the scratched arrows'),
      a('follow', 'the chalk marks'),
      a('read', 'the old map'),
      a('test', 'the torch batteries'),
      a('follow', 'the draught of fresh air'),
    ],
    beings: [
      a('ask', 'the cave guide'),
      a('help', 'the lost bat'),
      a('ask', 'the old miner'),
      a('comfort', 'the frightened puppy'),
    ],
  },
};
