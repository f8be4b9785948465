// The word classes the idea's steps share: titles, family words, gendered words, companion kinds
// and how a noun is told apart from the tagger's tags; is-name.ts reads a given name.
import type { TaggedWord } from '../read-english.ts';

export const TITLES = new Set(
  'captain detective inspector doctor dr professor sir lady princess prince king queen mr mrs ms miss uncle aunt'.split(
    ' ',
  ),
);
/**
 * What children of many families call a grandparent ("his halmoni", "her vovó", told "Halmoni"),
 * read without the accents the tagger drops.
 */
const GRANDMOTHERS =
  'grann babusya anneanne babaanne halmoni babcia babushka bubbe bubby nani dadi lola ouma mormor farmor yiayia teta sitti obaachan nainai laolao popo gogo nain jaddah jadda abuelita savta bubbie shosho cucu ammamma paati baachan bachan obaasan mummo mummi mummu bibi ajji aaji mamie yaya halmeoni nagymama bunica buni babunia dadima nanima gramma grammy granma grandmom grandmama nanna nannie meemaw mamaw';
const GRANDFATHERS =
  'dede harabeoji halabeoji dziadek dziadzia dedushka zayde zaidy lolo oupa morfar farfar papou pappou jiddo sido jeddo ojiichan yeye laoye gonggong taid jaddi abuelito grandda granda grandpop gramps saba dido guka babu thatha ukki vaari jiji ojiisan ajja aajoba bunicu nanu dadu dadaji nanaji nagyapa deda dziadzio grampa granpa grandpapa poppa papaw pawpaw granddad granddaddy grandaddy';
const GRANDPARENTS = `${GRANDMOTHERS} ${GRANDFATHERS} vovo avo`;
/** And an aunt or an uncle ("his tía helps him"), told as theirs: "his tía", never "Tía". */
const AUNTS = 'tia tita zia tante khala mausi chachi';
const UNCLES = 'tio tito zio onkel khalu chacha';
/** An older brother or sister ("his kuya", "her unnie"), and a father ("her tata"), in a family's own word. */
const BROTHERS = 'kuya hyung bhaiya hermanito';
const SISTERS = 'unnie noona didi hermanita';
const FATHERS = 'tata baba abba appa abbu';
const MOTHERS = 'amma ammi umma eomma';
/** What a child calls a parent, and an aunt or an uncle: a hero so called is told as one. */
export const PARENT_WORDS = new Set(
  `mum dad mom mummy mommy daddy mama papa ${FATHERS} ${MOTHERS}`.split(' '),
);
export const AUNT_AND_UNCLE_WORDS = new Set(
  `aunt auntie aunty uncle ${AUNTS} ${UNCLES}`.split(' '),
);
export const FAMILY_NAMES = new Set(
  `grandma grandpa granny grandad nana nan gran koro kuia abuela abuelo nonna nonno oma opa mum dad mom mummy mommy daddy mama papa ${FATHERS} ${MOTHERS} ${GRANDPARENTS}`.split(
    ' ',
  ),
);
/**
 * What a child calls a relative, told as a name: "Grandpa Miguel", "Auntie Ngozi", "Mummy". With a
 * given name after it, the two are one person's name.
 */
export const KIN_TITLES = new Set(
  `grandma grandpa granny grandad grandmother grandfather nana nan gran abuela abuelo nonna nonno oma opa koro kuia aunt auntie aunty uncle mama papa mum mom dad mummy daddy mommy ${FATHERS} ${MOTHERS} ${GRANDPARENTS} ${AUNTS} ${UNCLES}`.split(
    ' ',
  ),
);
/** Whether a name opens with what a child calls a relative: "Grandpa Miguel", "Mummy". */
export const isKinName = (name: string) =>
  KIN_TITLES.has(name.split(/\s+/)[0]?.toLowerCase() ?? '');
export const SHE_WORDS = new Set(
  `girl princess queen woman mother mum mom mummy mommy mama grandma granny nana nan gran grandmother abuela nonna oma kuia sister lady aunt auntie aunty witch daughter mermaid ballerina ${GRANDMOTHERS} ${AUNTS} ${SISTERS} ${MOTHERS}`.split(
    ' ',
  ),
);
export const HE_WORDS = new Set(
  `boy prince king man father dad daddy papa grandpa grandad grandfather abuelo nonno opa koro brother uncle son wizard knight ${GRANDFATHERS} ${UNCLES} ${BROTHERS} ${FATHERS}`.split(
    ' ',
  ),
);
/** People a hero has: "her friend", "his grandma". */
export const PEOPLE_KINDS = new Set(
  `friend bestie pop bandmate sibling ally general sister brother twin cousin daughter son grandson granddaughter wife husband coach grandma grandpa granny grandad grandmother grandfather nana nan gran koro kuia abuela abuelo nonna nonno oma opa mum dad mom mummy mommy daddy mama papa mother father aunt auntie aunty uncle stepdad stepmum stepmom stepfather stepmother stepbrother stepsister godmother godfather baby nephew niece partner sidekick assistant helper apprentice familiar neighbour neighbor classmate teammate roommate crewmate shipmate co-pilot copilot navigator pal buddy mate mentor ${GRANDPARENTS} ${AUNTS} ${UNCLES} ${BROTHERS} ${SISTERS} ${FATHERS} ${MOTHERS}`.split(
    ' ',
  ),
);
/** "a talking rock", "his talking snowman": what talks is someone, whatever it is. */
export const TALKING = /^(talking|speaking)$/;
/** "a story I can read to my partner": the one a story is told to is in no part of it. */
export const TELLING = /^(read|tell|sing)$/;
/** People who go about together: "Priya and the twins", "with my cousins". */
export const PEOPLE_GROUPS = new Set(
  'twins triplets cousins brothers sisters siblings nephews nieces grandkids grandchildren bandmates teammates classmates crewmates scouts neighbours neighbors friends mates kids children girls boys'.split(
    ' ',
  ),
);
/** Who a child brings along: pets, animals and relatives, so "her puppy biscuit" names the puppy. */
export const COMPANION_KINDS = new Set(
  [
    // pets and toys
    'puppy dog pup kitten kitty cat bunny rabbit hamster guinea pig mouse rat goldfish fish parrot cockatoo cockatiel canary parakeet macaw bird budgie tortoise turtle pony horse donkey goat lamb sheep sheepdog duck chicken hen frog lizard snake dragon unicorn owl fox bear teddy robot monkey penguin dinosaur',
    'dachshund poodle terrier collie spaniel beagle pug husky corgi retriever labrador greyhound whippet ferret gecko axolotl',
    // animals that go along in fables and adventures
    'crow raven hawk eagle falcon magpie robin sparrow seagull gull pigeon goose swan wolf squirrel badger hedgehog otter beaver raccoon deer moose elephant giraffe lion tiger panda koala whale dolphin seal octopus crab hare toad mole vole stoat weasel bee ant beetle ladybug snail spider bat firefly pig cow camel llama alpaca yak heron stork pelican flamingo kingfisher cub spirit',
    // people met on the way, by what they do: "with a wildlife vet", "with a grumpy old knight"
    'knight squire vet nurse lifeguard ranger fisherman fisherwoman monk selkie mermaid merman',
    'calf foal chick duckling piglet joey seahorse starfish jellyfish shark lobster puffin walrus orca manatee sloth kangaroo wombat zebra hippo rhino gorilla chimp meerkat lemur leopard cheetah jaguar lynx bison buffalo ox mule ostrich emu peacock toucan woodpecker moth butterfly caterpillar grasshopper dragonfly narwhal griffin phoenix',
  ]
    .join(' ')
    .split(' ')
    .concat([...PEOPLE_KINDS]),
);
/** What a place is, when the idea names one: "a kingdom called Maris" is where, never who. */
export const PLACE_KINDS = new Set(
  'kingdom land realm empire island isle town village city country planet world valley forest wood castle school street ship station moon kingdom'.split(
    ' ',
  ),
);
/** Whether the name at `index` is a place's: "a sleepy kingdom called Orvane". */
export const namesPlace = (words: readonly TaggedWord[], index: number) =>
  /^(named|called)$/.test(words[index - 1]?.normal ?? '') &&
  PLACE_KINDS.has(words[index - 2]?.normal ?? '');
export const NOT_THINGS = new Set(
  'someone somebody something everyone everybody anyone anybody nobody thing day time night autumn winter summer spring midnight morning evening lot kind aloud less more'.split(
    ' ',
  ),
);
export const TIME_NOUNS = new Set(
  'night day autumn winter summer spring midnight morning evening week year twenties thirties forties fifties sixties seventies eighties nineties'.split(
    ' ',
  ),
);
export const QUESTION_WORDS = new Set(['why', 'how', 'what', 'where', 'when']);

export const isNoun = (word: TaggedWord) =>
  word.tags.has('Noun') && !word.tags.has('Pronoun') && !QUESTION_WORDS.has(word.normal);

/** Whether a companion kind is a living animal: not a person, a robot, a toy or a spirit. */
export const isAnimalKind = (kind: string) =>
  COMPANION_KINDS.has(kind) && !PEOPLE_KINDS.has(kind) && !/^(robot|teddy|spirit)$/.test(kind);

const BIRDS = new Set(
  'parrot bird budgie owl duck chicken hen crow raven hawk eagle falcon magpie robin sparrow seagull gull pigeon goose swan penguin heron stork pelican flamingo kingfisher canary cockatoo cockatiel macaw parakeet'.split(
    ' ',
  ),
);

/** Whether an animal is a bird, who leaves feathers and flies off rather than wanders. */
export const isBirdKind = (kind: string) => BIRDS.has(kind);

/** Words for looking for someone not yet found: "cant find his mum", "has lost her brother". */
export const SEEKING =
  /^(find|finds|found|lost|lose|loses|miss|misses|missed|seek|seeks|search|searches)$/;

// "at easter", "over diwali": a feast is when the story happens, never where.
export const FEAST_DAYS = new Set(
  'easter christmas xmas eid diwali hanukkah chanukah ramadan halloween passover thanksgiving nowruz vaisakhi'.split(
    ' ',
  ),
);
