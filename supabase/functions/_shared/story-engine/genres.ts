// The story genres, each stored everywhere as its slug (wizard, stories.genre, Discover filters).
// Guidance feeds the AI prompt; places, goals and finds feed the built-in storyteller.

export const GENRE_SLUGS = [
  'bedtime',
  'fantasy-magic',
  'adventure',
  'mystery',
  'sci-fi',
  'educational',
  'values',
  'silly',
  'epic-fantasy',
] as const;
export type GenreSlug = (typeof GENRE_SLUGS)[number];

export const DEFAULT_GENRE: GenreSlug = 'epic-fantasy';

export interface Genre {
  slug: GenreSlug;
  label: string;
  guidance: string;
  /** Three suggested openings the wizard offers. */
  startingPoints: readonly [string, string, string];
  places: readonly string[];
  goals: readonly string[];
  finds: readonly string[];
  /** Scene words the procedural illustration and the image prompt use. */
  scene: string;
}

export const GENRES: Record<GenreSlug, Genre> = {
  bedtime: {
    slug: 'bedtime',
    label: 'Bedtime',
    guidance: 'calm, cosy and slow; soft sounds and warm light; ends in rest and safety',
    startingPoints: [
      'The moon forgot to rise, and someone had to wake it.',
      'A sleepy cloud drifted in through the open window.',
      'The teddy bear on the shelf whispered, "Are you awake?"',
    ],
    places: ['the quiet garden', 'the starry hill', 'the cosy attic', 'the moonlit meadow'],
    goals: ['help the moon rise', 'find a lost lullaby', 'tuck in the stars'],
    finds: ['a silver feather', 'a glowing pebble', 'a tiny music box'],
    scene: 'night',
  },
  'fantasy-magic': {
    slug: 'fantasy-magic',
    label: 'Fantasy & Magic',
    guidance:
      'wonder and gentle magic with clear rules; talking creatures; magic has a cost or a rule',
    startingPoints: [
      'A door appeared in the old oak tree, glowing faintly blue.',
      'The wand chose its owner with a loud sneeze.',
      'Every puddle in the village showed a different sky.',
    ],
    places: ['the whispering wood', 'the crystal lake', 'the floating castle', 'the fairy market'],
    goals: ['break a tangled spell', 'return a dragon egg', 'wake the sleeping tree'],
    finds: ['a humming wand', 'a map drawn in starlight', 'a key made of ice'],
    scene: 'forest',
  },
  adventure: {
    slug: 'adventure',
    label: 'Adventure & Exploration',
    guidance: 'journeys, maps and discoveries; brave choices; the world is big and worth exploring',
    startingPoints: [
      'An old map fell out of a library book.',
      'The river carried a bottle with a message inside.',
      'The hot-air balloon was ready, but the pilot was missing.',
    ],
    places: ['the misty jungle', 'the rocky coast', 'the hidden valley', 'the desert canyon'],
    goals: [
      'reach the lost lighthouse',
      'find the source of the river',
      'return the golden compass',
    ],
    finds: ['a rusty compass', 'a rope ladder', 'a carved wooden whistle'],
    scene: 'sea',
  },
  mystery: {
    slug: 'mystery',
    label: 'Mystery & Detective',
    guidance:
      'clues planted fairly, red herrings, careful reasoning; the answer is surprising yet makes sense',
    startingPoints: [
      'The school trophy vanished overnight, and only muddy paw prints were left.',
      'Someone kept leaving riddles on the bakery window.',
      'The clock tower struck thirteen.',
    ],
    places: ['the old library', 'the train station', 'the foggy harbour', 'the museum hall'],
    goals: [
      'find out who took the trophy',
      'solve the riddle of the clock',
      'unmask the night visitor',
    ],
    finds: ['a torn ticket', 'a muddy footprint', 'a coded note'],
    scene: 'city',
  },
  'sci-fi': {
    slug: 'sci-fi',
    label: 'Science Fiction & Space',
    guidance:
      'curious science, spaceships and robots; ideas explored with wonder; problems solved with thinking',
    startingPoints: [
      'The space station received a message in a language no one knew.',
      'A small robot knocked on the front door and asked for directions to Mars.',
      'The stars outside the window had started to move.',
    ],
    places: ['the space station', 'the red planet', 'the robot workshop', 'the asteroid belt'],
    goals: ['answer the alien message', 'fix the ship before the storm', 'bring the robot home'],
    finds: ['a blinking circuit', 'a star chart', 'a strange crystal signal'],
    scene: 'space',
  },
  educational: {
    slug: 'educational',
    label: 'Educational',
    guidance:
      'a real fact or skill woven into the plot; explained clearly and accurately; learning is the adventure',
    startingPoints: [
      'The bees in the garden needed help finding flowers.',
      'A talking map wanted to learn every country.',
      'The numbers in the maths book started to wander off.',
    ],
    places: ['the busy beehive', 'the science museum', 'the jungle floor', 'the city farm'],
    goals: [
      'learn how bees make honey',
      'count the missing numbers',
      'discover why leaves change colour',
    ],
    finds: ['a magnifying glass', 'a field notebook', 'a seed packet'],
    scene: 'forest',
  },
  values: {
    slug: 'values',
    label: 'Values & Life Lessons',
    guidance:
      'characters face a real choice about honesty, kindness or fairness; the lesson is shown, not preached',
    startingPoints: [
      'The new kid sat alone at lunch every day.',
      'A wallet lay on the pavement, full of coins.',
      'Two best friends wanted to win the same prize.',
    ],
    places: [
      'the school playground',
      'the neighbourhood park',
      'the village square',
      'the community garden',
    ],
    goals: ['welcome the new kid', 'return a lost wallet', 'share the last cupcake'],
    finds: ['a lost wallet', 'a handwritten note', 'a friendship bracelet'],
    scene: 'city',
  },
  silly: {
    slug: 'silly',
    label: 'Silly & Humorous',
    guidance: 'playful nonsense, funny sounds, surprising mix-ups; kind humour, never mean',
    startingPoints: [
      'The cat woke up one morning and could only speak in rhymes.',
      'Grandma’s pancakes started flying around the kitchen.',
      'The school bus decided it wanted to be a boat.',
    ],
    places: ['the wobbly kitchen', 'the upside-down park', 'the noisy zoo', 'the jelly factory'],
    goals: ['catch the flying pancakes', 'teach the bus to swim', 'stop the hiccuping giraffe'],
    finds: ['a squeaky spoon', 'a rubber chicken', 'a hat full of bubbles'],
    scene: 'city',
  },
  'epic-fantasy': {
    slug: 'epic-fantasy',
    label: 'Epic Fantasy',
    guidance:
      'a grand quest across kingdoms; ancient lore; loyal companions; courage tested; hope wins',
    startingPoints: [
      'The kingdom’s last dragon had not been seen for a hundred years, until tonight.',
      'A rider arrived at the castle gates with a sealed letter and no name.',
      'The ancient sword in the town square began to glow.',
    ],
    places: ['the mountain pass', 'the ancient castle', 'the sunken city', 'the dragon’s valley'],
    goals: ['carry the lost crown home', 'wake the sleeping dragon', 'unite the three kingdoms'],
    finds: ['an ancient sword', 'a shield with a star', 'a cloak of many colours'],
    scene: 'castle',
  },
};

export function isGenreSlug(value: unknown): value is GenreSlug {
  return typeof value === 'string' && (GENRE_SLUGS as readonly string[]).includes(value);
}
