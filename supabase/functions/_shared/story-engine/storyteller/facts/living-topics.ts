// Living things: bees, leaves, plants, butterflies, frogs, whales and dinosaurs.
import type { FactTopic } from './fact-topic.ts';

export const LIVING_TOPICS: readonly FactTopic[] = [
  {
    words: ['bee', 'bees', 'honey', 'hive', 'hives', 'beehive', 'beehives', 'nectar', 'pollen'],
    young: [
      'Bees drink a sweet juice from flowers called nectar.',
      'A bee carries nectar home inside its body.',
      'Bees fan the nectar with their wings to make honey.',
      'Bees help flowers make seeds by carrying pollen.',
    ],
    older: [
      'Worker bees collect nectar from flowers and carry it home in a special honey stomach.',
      'Back at the hive, bees pass the nectar from mouth to mouth, adding enzymes.',
      'Bees fan the honeycomb with their wings until the water dries out and the nectar thickens.',
      'As they feed, bees carry pollen from flower to flower, which helps plants make seeds.',
    ],
    answer:
      'Bees turn flower nectar into honey by passing it between them and fanning it with their wings until it is thick and sweet.',
    youngAnswer:
      'Bees pass the nectar from bee to bee. They fan it with their wings. Then it turns into thick, sweet honey.',
  },
  {
    words: ['leaf', 'leaves', 'autumn'],
    young: [
      'Leaves are green because of chlorophyll.',
      'Leaves use sunlight to make food for the tree.',
      'Yellow and orange hide in a leaf all summer.',
      'In autumn, the green in a leaf fades away.',
    ],
    older: [
      'Leaves are green because they contain chlorophyll, which captures the energy in sunlight.',
      'Using that energy, a leaf turns water and carbon dioxide into sugar for the tree.',
      'Yellow and orange colours are in the leaf all summer, hidden by the green.',
      'As autumn days shorten, trees stop making chlorophyll, so the hidden colours show through.',
    ],
    answer:
      'In autumn the days get shorter, the green chlorophyll fades, and the yellow, orange and red colours show through.',
    youngAnswer:
      'In autumn the days get shorter. The green fades away. Then yellow, orange and red show through.',
  },
  {
    words: ['plant', 'plants', 'seed', 'seeds', 'root', 'roots', 'sunflower', 'sunflowers'],
    young: [
      'A seed holds a tiny baby plant.',
      'Roots drink water from the soil.',
      'Plants use sunlight to make their own food.',
      'Flowers make seeds so that new plants can grow.',
    ],
    older: [
      'A seed contains a tiny young plant and a store of food to start it growing.',
      'Roots hold a plant in place and draw water and minerals up from the soil.',
      'In photosynthesis, leaves use sunlight to turn water and carbon dioxide into sugar and oxygen.',
      'Bees and the wind carry pollen between flowers so that they can make seeds.',
    ],
    answer:
      'A plant grows from a seed by drinking water through its roots and making food from sunlight in its leaves.',
    youngAnswer:
      'A plant drinks water through its roots. Its leaves make food from sunlight. That is how a seed grows.',
  },
  {
    words: ['butterfly', 'butterflies', 'caterpillar', 'caterpillars', 'chrysalis', 'cocoon'],
    young: [
      'A butterfly starts life as a tiny egg.',
      'A caterpillar hatches from the egg and eats leaves.',
      'A caterpillar makes a hard case called a chrysalis.',
      'Inside the chrysalis, the caterpillar becomes a butterfly.',
    ],
    older: [
      'A butterfly’s life has four stages: egg, caterpillar, chrysalis and adult.',
      'A caterpillar eats almost all the time, shedding its skin several times as it grows.',
      'Inside the chrysalis, the caterpillar’s body breaks down and rebuilds itself as a butterfly.',
      'This complete change of body shape is called metamorphosis.',
    ],
    answer:
      'A caterpillar becomes a butterfly through metamorphosis: it eats and grows, forms a chrysalis, and its body is rebuilt inside.',
    youngAnswer:
      'A caterpillar eats and grows. Then it makes a chrysalis. Inside, it turns into a butterfly.',
  },
  {
    words: ['frog', 'frogs', 'tadpole', 'tadpoles', 'frogspawn'],
    young: [
      'Frogs lay their eggs in ponds.',
      'Tadpoles hatch from the eggs and swim with tails.',
      'Tadpoles slowly grow legs.',
      'A tadpole’s tail shrinks as it becomes a frog.',
    ],
    older: [
      'Frogs lay clumps of eggs in jelly, called frogspawn, in ponds.',
      'Tadpoles breathe underwater through gills, like fish.',
      'As a tadpole grows, its back legs appear first, then its front legs, while its tail shrinks away.',
      'Adult frogs breathe with lungs and can also take in oxygen through their skin.',
    ],
    answer:
      'A frog grows from frogspawn into a tadpole with gills and a tail, then grows legs and lungs and becomes a frog.',
    youngAnswer: 'Frog eggs hatch into tadpoles. Tadpoles grow legs. Then they turn into frogs.',
  },
  {
    words: ['whale', 'whales'],
    young: [
      'Whales breathe air, just like us.',
      'A whale breathes through a blowhole on its head.',
      'Baby whales are called calves.',
      'Some whales sing songs that travel far underwater.',
    ],
    older: [
      'Whales are mammals: they breathe air, are warm-blooded and feed their calves on milk.',
      'The blue whale is the largest animal that has ever lived, bigger than any dinosaur.',
      'Humpback whales sing long songs that can be heard many kilometres away underwater.',
      'Many whales travel thousands of kilometres between cold feeding waters and the warm waters where calves are born.',
    ],
    answer:
      'Whales are mammals of the sea: they breathe air through blowholes, feed their young on milk and call to each other with sound.',
    youngAnswer:
      'Whales live in the sea, but they breathe air. They feed their babies milk. They call to each other with songs.',
  },
  {
    words: ['dinosaur', 'dinosaurs', 'fossil', 'fossils'],
    young: [
      'Dinosaurs lived long, long ago.',
      'We know about dinosaurs from their fossils.',
      'Some dinosaurs ate plants and some ate meat.',
      'Birds are related to dinosaurs.',
    ],
    older: [
      'Dinosaurs lived for more than a hundred and sixty million years.',
      'Most scientists think a huge asteroid striking the Earth helped to end the age of the dinosaurs.',
      'Fossils form when bones are buried and slowly replaced by minerals, turning them to stone.',
      'Birds are descended from small, feathered dinosaurs.',
    ],
    answer:
      'Dinosaurs were reptiles that ruled the land for millions of years, and we know them from fossils, the stony remains they left.',
    youngAnswer:
      'Dinosaurs lived long, long ago. Their bones turned into stone. We call them fossils.',
  },
];
