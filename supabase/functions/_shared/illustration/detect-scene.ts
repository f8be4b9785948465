// Reads the scene of a story segment from its words (forest, sea, castle, space, city, mountain,
// desert, snow) and whether it is night, falling back to the genre's usual scene.

export const SCENES = [
  'forest',
  'sea',
  'castle',
  'space',
  'city',
  'mountain',
  'desert',
  'snow',
] as const;
export type Scene = (typeof SCENES)[number];

const SCENE_WORDS: Record<Scene, readonly string[]> = {
  forest: [
    'forest',
    'wood',
    'woods',
    'tree',
    'trees',
    'oak',
    'jungle',
    'garden',
    'meadow',
    'leaf',
    'leaves',
    'grove',
  ],
  sea: [
    'sea',
    'ocean',
    'river',
    'lake',
    'coast',
    'harbour',
    'harbor',
    'beach',
    'wave',
    'waves',
    'boat',
    'ship',
    'island',
    'stream',
  ],
  castle: [
    'castle',
    'kingdom',
    'tower',
    'crown',
    'knight',
    'king',
    'queen',
    'palace',
    'throne',
    'dragon',
    'sword',
  ],
  space: [
    'space',
    'planet',
    'rocket',
    'spaceship',
    'robot',
    'asteroid',
    'galaxy',
    'alien',
    'station',
    'mars',
    'orbit',
  ],
  city: [
    'city',
    'street',
    'library',
    'museum',
    'school',
    'town',
    'village',
    'bakery',
    'shop',
    'market',
    'playground',
    'kitchen',
    'zoo',
  ],
  mountain: [
    'mountain',
    'mountains',
    'cliff',
    'hill',
    'hills',
    'valley',
    'canyon',
    'peak',
    'pass',
    'cave',
  ],
  desert: ['desert', 'sand', 'dune', 'dunes', 'oasis', 'camel'],
  snow: ['snow', 'ice', 'frozen', 'winter', 'glacier', 'snowman'],
};

const NIGHT_WORDS = [
  'night',
  'moon',
  'moonlit',
  'stars',
  'starry',
  'midnight',
  'dark',
  'sleep',
  'sleepy',
  'bedtime',
  'dream',
  'lullaby',
];

export interface SceneReading {
  scene: Scene;
  night: boolean;
  /** Scenes that also appear, strongest first, for background details. */
  extras: Scene[];
}

export function isScene(value: unknown): value is Scene {
  return typeof value === 'string' && (SCENES as readonly string[]).includes(value);
}

export function detectScene(text: string, fallback: Scene): SceneReading {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const counts = SCENES.map((scene) => ({
    scene,
    count: words.filter((word) => SCENE_WORDS[scene].includes(word)).length,
  }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
  const scene = counts[0]?.scene ?? fallback;
  return {
    scene,
    night: words.some((word) => NIGHT_WORDS.includes(word)),
    extras: counts.slice(1, 3).map((entry) => entry.scene),
  };
}
