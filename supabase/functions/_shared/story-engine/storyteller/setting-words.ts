// What each genre's world is made of: its places, what can be seen, heard and felt there, and the
// landmarks, things and beings a hero can meet (the stuff choices are built from). No birds in an
// asteroid belt, no bright blue sky at bedtime.
import type { GenreSlug } from '../genres.ts';

export interface Approachable {
  verb: string;
  /** The object with its article; its last word is the choice's key word. */
  object: string;
}

export interface SettingWords {
  sights: readonly string[];
  sounds: readonly string[];
  airs: readonly string[];
  /** Brave approaches: places to climb, cross or enter. */
  landmarks: readonly Approachable[];
  /** Clever approaches: things to study or test. */
  things: readonly Approachable[];
  /** Kind approaches: beings to help or ask. */
  beings: readonly Approachable[];
  companions: readonly string[];
}

/** A particle that leads the object ("to the rocky island") belongs to the verb, so the object reads alone. */
export function approach(verb: string, object: string): Approachable {
  const particle =
    /^((?:back )?(?:into|to|through|in|up|across|down|about|at|round|onto|behind|under|inside|along|with))\s+(.*)$/.exec(
      object,
    );
  return particle
    ? { verb: `${verb} ${particle[1]}`, object: particle[2] ?? object }
    : { verb, object };
}
const a = approach;

const WOODLAND: SettingWords = {
  sights: [
    'tall ferns',
    'mossy stones',
    'a ring of toadstools',
    'silver cobwebs',
    'a twisted root',
    'glowing petals',
    'a path of white pebbles',
    'a hollow log',
  ],
  sounds: [
    'leaves rustling',
    'a far-off bell',
    'a woodpecker tapping',
    'the creek chattering',
    'wings fluttering',
    'a soft hum',
  ],
  airs: ['smelled of pine', 'was cool and green', 'tasted of rain', 'sparkled with dust'],
  landmarks: [
    a('climb', 'the crooked tower'),
    a('cross', 'the swaying bridge'),
    a('enter', 'the dark cave'),
    a('climb', 'the giant oak'),
    a('cross', 'the foaming river'),
    a('explore', 'the old ruins'),
  ],
  things: [
    a('study', 'the strange map'),
    a('open', 'the locked chest'),
    a('read', 'the carved runes'),
    a('follow', 'the glowing footprints'),
    a('test', 'the silver key'),
    a('examine', 'the cracked mirror'),
  ],
  beings: [
    a('help', 'the tangled deer'),
    a('ask', 'the wise badger'),
    a('comfort', 'the crying troll'),
    a('feed', 'the hungry squirrel'),
    a('help', 'the lost hedgehog'),
    a('ask', 'the old ferryman'),
  ],
  companions: ['a clever fox', 'a chatty owl', 'a tiny dragon'],
};

export const SETTING_WORDS: Record<GenreSlug, SettingWords> = {
  bedtime: {
    sights: [
      'soft moonlight',
      'a quilt of stars',
      'a sleepy lamp',
      'dim blue shadows',
      'a nightlight glow',
      'silver dew',
      'a drifting cloud',
      'warm slippers',
    ],
    sounds: [
      'a gentle lullaby',
      'crickets singing',
      'a clock ticking slowly',
      'the wind whispering',
      'a cat purring',
      'rain pattering',
    ],
    airs: [
      'was warm and still',
      'smelled of cocoa',
      'felt soft as a blanket',
      'was hushed and calm',
    ],
    landmarks: [
      a('climb', 'the pillow mountain'),
      a('cross', 'the blanket bridge'),
      a('visit', 'the quiet pond'),
      a('climb', 'the cosy bunk'),
      a('explore', 'the moonlit porch'),
    ],
    things: [
      a('wind', 'the music box'),
      a('count', 'the sleepy stars'),
      a('open', 'the dream jar'),
      a('read', 'the bedtime book'),
      a('light', 'the little lantern'),
    ],
    beings: [
      a('hug', 'the shy teddy'),
      a('sing', 'to the little owl'),
      a('tuck', 'in the baby mouse'),
      a('comfort', 'the lonely cloud'),
      a('help', 'the tired firefly'),
    ],
    companions: ['a sleepy cat', 'a soft teddy bear', 'a tiny night owl'],
  },
  'fantasy-magic': WOODLAND,
  'epic-fantasy': {
    ...WOODLAND,
    sights: [
      'banners torn by wind',
      'a ruined watchtower',
      'snow on the peaks',
      'an ancient stone gate',
      'a field of broken shields',
      'a river of mist',
      'distant campfires',
      'a throne of roots',
    ],
    landmarks: [
      a('storm', 'the black fortress'),
      a('cross', 'the frozen pass'),
      a('climb', 'the dragon spire'),
      a('enter', 'the sunken hall'),
      a('scale', 'the broken wall'),
    ],
    beings: [
      a('free', 'the captured giant'),
      a('ask', 'the exiled queen'),
      a('heal', 'the wounded griffin'),
      a('help', 'the frightened squire'),
      a('ask', 'the ancient dwarf'),
    ],
    companions: ['a loyal squire', 'a grumpy dwarf', 'a silver wolf'],
  },
  adventure: {
    sights: [
      'tall palm trees',
      'a rope swing',
      'crashing waves',
      'red cliffs',
      'a broken mast',
      'a waterfall',
      'old footprints',
      'a rusty anchor',
    ],
    sounds: [
      'waves booming',
      'monkeys chattering',
      'the wind howling',
      'a waterfall roaring',
      'gulls crying',
      'a drum far away',
    ],
    airs: ['smelled of salt', 'was hot and sticky', 'whipped their hair', 'was thick with spray'],
    landmarks: [
      a('climb', 'the steep cliff'),
      a('cross', 'the rope bridge'),
      a('enter', 'the hidden tunnel'),
      a('swim', 'to the rocky island'),
      a('explore', 'the old shipwreck'),
      a('climb', 'the tall lookout'),
    ],
    things: [
      a('study', 'the faded map'),
      a('check', 'the brass compass'),
      a('read', 'the message bottle'),
      a('follow', 'the strange tracks'),
      a('open', 'the sea chest'),
      a('decode', 'the painted signs'),
    ],
    beings: [
      a('help', 'the stranded turtle'),
      a('ask', 'the old fisherman'),
      a('free', 'the trapped seal'),
      a('help', 'the lost goat'),
      a('ask', 'the lighthouse keeper'),
    ],
    companions: ['a brave little monkey', 'a chatty parrot', 'a loyal dog'],
  },
  mystery: {
    sights: [
      'a flickering lamp',
      'dusty shelves',
      'a creaking door',
      'long shadows',
      'an open window',
      'a torn curtain',
      'a ticking clock',
      'wet footprints',
    ],
    sounds: [
      'floorboards creaking',
      'a door clicking shut',
      'whispers behind a wall',
      'a clock striking',
      'rain on the glass',
      'a dog barking',
    ],
    airs: [
      'smelled of old paper',
      'was cold and still',
      'felt tight and secret',
      'smelled faintly of polish',
    ],
    landmarks: [
      a('search', 'the locked cellar'),
      a('climb', 'to the dusty attic'),
      a('creep', 'into the back room'),
      a('explore', 'the dark garden'),
      a('check', 'the old shed'),
    ],
    things: [
      a('examine', 'the torn ticket'),
      a('dust', 'the window latch'),
      a('read', 'the crumpled note'),
      a('measure', 'the muddy prints'),
      a('study', 'the broken button'),
      a('test', 'the strange powder'),
    ],
    beings: [
      a('question', 'the nervous caretaker'),
      a('help', 'the worried librarian'),
      a('ask', 'the sleepy watchman'),
      a('comfort', 'the upset cook'),
      a('ask', 'the paper boy'),
    ],
    companions: ['a sharp-eyed friend', 'a clever dog', 'a curious cousin'],
  },
  'sci-fi': {
    sights: [
      'blinking console lights',
      'a ring of asteroids',
      'a blue gas giant',
      'frost on the window',
      'a spinning satellite',
      'cold starlight',
      'a purple nebula',
      'a humming reactor',
    ],
    sounds: [
      'engines humming',
      'an alarm chiming',
      'the radio crackling',
      'air hissing from a vent',
      'a robot beeping',
      'the hull creaking',
    ],
    airs: ['smelled of metal', 'was cool and dry', 'buzzed with static', 'felt thin and strange'],
    landmarks: [
      a('enter', 'the cargo bay'),
      a('cross', 'the crater field'),
      a('climb', 'the radio mast'),
      a('explore', 'the derelict station'),
      a('fly', 'through the asteroid belt'),
    ],
    things: [
      a('scan', 'the glowing crystal'),
      a('repair', 'the cracked circuit'),
      a('decode', 'the alien signal'),
      a('test', 'the spare battery'),
      a('reboot', 'the navigation computer'),
      a('study', 'the star charts'),
    ],
    beings: [
      a('help', 'the stranded robot'),
      a('ask', 'the station doctor'),
      a('free', 'the trapped alien'),
      a('comfort', 'the frightened cadet'),
      a('ask', 'the ship computer'),
    ],
    companions: ['a helpful robot', 'a chatty ship computer', 'a fluffy alien pet'],
  },
  educational: {
    sights: [
      'a magnifying glass',
      'jars of seeds',
      'a chalk diagram',
      'a tall bookshelf',
      'a model of the planets',
      'a notebook of sketches',
      'bright posters',
      'a glass prism',
    ],
    sounds: [
      'pages turning',
      'a kettle bubbling',
      'pencils scratching',
      'a fan whirring',
      'a bell ringing',
      'water dripping',
    ],
    airs: [
      'smelled of books',
      'was bright and busy',
      'buzzed with questions',
      'felt fresh and new',
    ],
    landmarks: [
      a('visit', 'the science museum'),
      a('climb', 'the observation tower'),
      a('explore', 'the nature trail'),
      a('enter', 'the greenhouse'),
      a('visit', 'the old library'),
    ],
    things: [
      a('test', 'the clever idea'),
      a('measure', 'the water jars'),
      a('study', 'the big diagram'),
      a('look', 'through the microscope'),
      a('read', 'the science book'),
      a('build', 'a simple model'),
    ],
    beings: [
      a('ask', 'the friendly professor'),
      a('help', 'the puzzled classmate'),
      a('ask', 'the park ranger'),
      a('ask', 'the museum guide'),
      a('help', 'the little brother'),
    ],
    companions: ['a curious friend', 'a talking notebook', 'a wise old tortoise'],
  },
  values: {
    sights: [
      'a busy street',
      'a school gate',
      'a park bench',
      'a corner shop',
      'a sunny playground',
      'a lost-and-found box',
      'a noticeboard',
      'a garden fence',
    ],
    sounds: [
      'children laughing',
      'a bus rumbling',
      'a bell ringing',
      'footsteps hurrying',
      'a dog barking',
      'a radio playing',
    ],
    airs: [
      'felt heavy and quiet',
      'smelled of fresh bread',
      'was warm and friendly',
      'felt full of questions',
    ],
    landmarks: [
      a('visit', 'the police station'),
      a('walk', 'to the school office'),
      a('go', 'back to the playground'),
      a('visit', 'the corner shop'),
      a('cross', 'the busy square'),
    ],
    things: [
      a('check', 'the name tag'),
      a('read', 'the lost poster'),
      a('count', 'the coins'),
      a('write', 'a careful letter'),
      a('think', 'about the rules'),
    ],
    beings: [
      a('tell', 'the kind teacher'),
      a('ask', 'the shopkeeper'),
      a('help', 'the worried neighbour'),
      a('tell', 'the lollipop lady'),
      a('ask', 'the crossing guard'),
    ],
    companions: ['a loyal best friend', 'a wise grandmother', 'a cheerful neighbour'],
  },
  silly: {
    sights: [
      'a dancing teapot',
      'a sock on a lamp',
      'a jelly mountain',
      'a hat full of frogs',
      'a bouncing sofa',
      'a spaghetti tree',
      'a pie on the ceiling',
      'a duck in a bow tie',
    ],
    sounds: [
      'a kazoo tooting',
      'a goose honking',
      'a bubble popping',
      'a trumpet burping',
      'someone giggling',
      'a spring bouncing',
    ],
    airs: [
      'smelled of custard',
      'was full of bubbles',
      'tickled their noses',
      'wobbled like jelly',
    ],
    landmarks: [
      a('climb', 'the wobbly cake'),
      a('bounce', 'across the trampoline'),
      a('slide', 'down the banister'),
      a('ride', 'the runaway wheelbarrow'),
      a('enter', 'the upside-down house'),
    ],
    things: [
      a('pull', 'the mystery lever'),
      a('press', 'the big red button'),
      a('open', 'the squeaky box'),
      a('try', 'the bouncy boots'),
      a('shake', 'the giggle bottle'),
    ],
    beings: [
      a('tickle', 'the grumpy goose'),
      a('help', 'the dizzy chicken'),
      a('ask', 'the talking sandwich'),
      a('cheer', 'up the sad clown'),
      a('feed', 'the hungry sock monster'),
    ],
    companions: ['a giggling goat', 'a goose in wellies', 'a very polite pig'],
  },
};

export interface Suspect {
  who: string;
  /** What the clues show of them. */
  trace: string;
  /**
   * Why they did it, in verbs with no number ("wanted", "felt"): the idea's own culprit takes a
   * suspect's reason, and "the puppy" or "the squirrels" must read with it alike.
   */
  why: string;
}

export const SUSPECTS: readonly Suspect[] = [
  {
    who: 'the baker',
    trace: 'a trail of white flour',
    why: 'wanted to borrow it for a surprise and meant to bring it back',
  },
  {
    who: 'a magpie',
    trace: 'a shiny black feather',
    why: 'could never resist anything that glittered',
  },
  {
    who: 'the gardener',
    trace: 'muddy boot prints',
    why: 'wanted to keep it safe from the storm and forgot to say so',
  },
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
];
