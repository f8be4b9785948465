// True facts the educational stories discover, by topic word, and the answer each topic ends on.
interface Topic {
  words: readonly string[];
  facts: readonly string[];
  answer: string;
  /** The answer told where the whole one is longer than a sentence of the band, in short ones. */
  youngAnswer: string;
}

const TOPICS: readonly Topic[] = [
  {
    words: ['leaf', 'leaves', 'tree', 'trees', 'autumn', 'colour', 'color'],
    facts: [
      'Leaves are green because of a green stuff called chlorophyll.',
      'Chlorophyll helps a leaf turn sunlight into food.',
      'Yellow and orange hide in the leaf all summer.',
    ],
    answer:
      'In autumn the days get shorter, the green chlorophyll fades, and the yellow, orange and red colours show through.',
    youngAnswer:
      'In autumn the days get shorter. The green fades away. Then yellow, orange and red show through.',
  },
  {
    words: ['bee', 'bees', 'honey', 'flower', 'flowers'],
    facts: [
      'Bees drink a sweet juice from flowers called nectar.',
      'A bee carries nectar home in a special honey stomach.',
      'Bees fan the nectar with their wings until it thickens.',
    ],
    answer:
      'Bees turn flower nectar into honey by passing it between them and fanning it with their wings until it is thick and sweet.',
    youngAnswer:
      'Bees pass the nectar from bee to bee. They fan it with their wings. Then it turns into thick, sweet honey.',
  },
  {
    words: ['volcano', 'volcanoes', 'lava', 'island', 'mountain'],
    facts: [
      'Deep underground, rock gets so hot that it melts.',
      'Melted rock underground is called magma.',
      'When magma reaches the surface, it is called lava.',
    ],
    answer:
      'A volcano is an opening where hot melted rock from deep inside the Earth pushes up and spills out as lava.',
    youngAnswer:
      'A volcano is a hole in the ground. Hot melted rock pushes up from deep below. It spills out as lava.',
  },
  {
    words: ['moon', 'moons', 'rocket', 'space', 'star', 'stars', 'planet'],
    facts: [
      'The Moon does not make its own light; it reflects sunlight.',
      'A rocket takes about three days to reach the Moon.',
      'The Moon has no air, so there is no wind to blow footprints away.',
    ],
    answer:
      'The Moon shines because sunlight bounces off it, and its shape seems to change as we see more or less of its sunny side.',
    youngAnswer:
      'The Moon shines because sunlight bounces off it. We see more or less of its sunny side. So its shape seems to change.',
  },
  {
    words: ['rain', 'cloud', 'clouds', 'water', 'river', 'sea', 'ocean'],
    facts: [
      'The Sun warms water, and some rises as an invisible gas.',
      'In the cold sky, the gas turns into tiny drops, and the drops make clouds.',
      'When the drops get heavy, they fall as rain.',
    ],
    answer:
      'Water goes round and round: it rises from seas and rivers, makes clouds, falls as rain and flows back again.',
    youngAnswer:
      'Water goes round and round. It rises from the sea and makes clouds. Then it falls as rain and flows back.',
  },
  {
    words: ['plant', 'plants', 'seed', 'seeds', 'garden', 'carrot', 'flower'],
    facts: [
      'A seed holds a baby plant and its packed lunch.',
      'Roots drink water from the soil.',
      'Plants use sunlight to make their own food.',
    ],
    answer:
      'A plant grows from a seed by drinking water through its roots and making food from sunlight in its leaves.',
    youngAnswer:
      'A plant drinks water through its roots. Its leaves make food from sunlight. That is how a seed grows.',
  },
];

const GENERAL: Topic = {
  words: [],
  facts: [
    'Light travels faster than anything else we know.',
    'Sound needs air or water to travel; in space it is silent.',
    'A good scientist tests an idea more than once.',
    'Every living thing needs water.',
  ],
  answer: 'We learn how the world works by asking and testing.',
  youngAnswer: 'We learn how the world works by asking and testing.',
};

export function factsAbout(nouns: readonly string[]): Topic {
  return TOPICS.find((topic) => nouns.some((noun) => topic.words.includes(noun))) ?? GENERAL;
}
