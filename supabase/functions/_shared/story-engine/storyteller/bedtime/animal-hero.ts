// Whether the hero is an animal, and where it sleeps: a whale has no hands to keep free, climbs
// no pillow mountain and sleeps in no bed.

const SEA = new Set(
  'whale whales dolphin dolphins fish fishes seal seals otter otters octopus turtle turtles shark sharks starfish seahorse seahorses crab crabs jellyfish orca narwhal walrus penguin penguins mermaid'.split(
    ' ',
  ),
);
const LAND = new Set(
  'bear bears cub cubs bunny bunnies rabbit rabbits hare fox foxes owl owls mouse mice hedgehog hedgehogs badger squirrel deer fawn wolf wolves lion lions tiger elephant elephants giraffe zebra monkey panda koala kangaroo duck ducks duckling swan goose bird birds robin sparrow lamb sheep cow pig piglet horse pony foal donkey goat frog frogs toad bat bats mole kitten kittens cat cats puppy puppies dog dogs dragon dinosaur unicorn bee butterfly caterpillar snail ladybug ladybird sloth hippo camel'.split(
    ' ',
  ),
);

export type Habitat = 'sea' | 'land';

/** The habitat of a hero of this kind ("whale", "baby owl"), or null for a person or a thing. */
export function animalHabitat(kind: string): Habitat | null {
  const head = kind.toLowerCase().split(/\s+/).pop() ?? '';
  if (SEA.has(head)) return 'sea';
  if (LAND.has(head)) return 'land';
  return null;
}

// Where an animal of this kind sleeps; a wild one curls up in a den, a sea one in a cove.
const NEST = new Set(
  'owl owls bird birds robin sparrow duck ducks duckling swan goose squirrel hedgehog hedgehogs dinosaur bee butterfly ladybug ladybird'.split(
    ' ',
  ),
);
const BURROW = new Set('bunny bunnies rabbit rabbits hare mouse mice mole badger'.split(' '));
const BASKET = new Set('kitten kittens cat cats puppy puppies dog dogs'.split(' '));
const HOLLOW = new Set(
  'deer fawn elephant elephants giraffe zebra hippo camel kangaroo'.split(' '),
);
const BARN = new Set('lamb sheep cow pig piglet horse pony foal donkey goat'.split(' '));

/** "nest" for a baby owl, "burrow" for a bunny, "den" for a fox cub, "cove" for a whale. */
export function animalHome(kind: string): string {
  const head = kind.toLowerCase().split(/\s+/).pop() ?? '';
  if (SEA.has(head)) return 'cove';
  if (NEST.has(head)) return 'nest';
  if (BURROW.has(head)) return 'burrow';
  if (BARN.has(head)) return 'stable';
  if (BASKET.has(head)) return 'basket';
  if (HOLLOW.has(head)) return 'grassy hollow';
  return head === 'bat' || head === 'bats' || head === 'dragon' ? 'cave' : 'den';
}

// What only a person has, does or sleeps in: hands, a sketch, packing a bag, pillows, a bed.
const PEOPLE_THINGS =
  /\b(hands?|fingers?|pillows?|beds?|bunks?|blankets?|quilts?|pyjamas|slippers|teddy|lamp|nightlight|tucked|tuck|cocoa|sheets|bedroom|room|shoes|toes|sketch|touching|packed|grabbed|picked up|wrote|write|writing|written|crossing things out|over (?:his|her|their) shoulder|made a note)\b/i;

/** A wording fits an animal hero when it gives them nothing only a person has. */
export function fitsAnimal(wording: string): boolean {
  return !PEOPLE_THINGS.test(wording);
}
