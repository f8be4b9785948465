// The word classes the idea's steps share: titles, family words, gendered words, and how a noun or a
// name is told apart from the tagger's tags.
import type { TaggedWord } from '../read-english.ts';
import { agedAt } from './age-after-name.ts';
import { isListedGivenName } from './given-names.ts';
import { lexiconTags } from './lexicon-tags.ts';
import { animalHabitat } from '../bedtime/animal-hero.ts';

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
  'someone somebody something everyone everybody anyone anybody nobody thing day time night autumn winter summer spring midnight morning evening lot kind'.split(
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

const POSSESSIVE_PRONOUNS = new Set(['her', 'his', 'their']);
const BARE_BEFORE = new Set(['Determiner', 'Adjective', 'Possessive', 'Value', 'Noun']);

/**
 * A word that starts a name's place in the sentence: "Linh and her hamster", "lily and her puppy",
 * "Ezra and Talia", "Makena and the lost cubs", "Thandiwe, the last dragon rider". A bare singular
 * noun set beside a companion like this is someone, whatever its case or origin.
 */
function leadsCast(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  const previous = words[index - 1];
  // "Rhys and his dragon": a capitalised word that "his" or "her" looks back to is one person,
  // however plural its ending looks to the tagger.
  const owner = /^(his|her)$/.test(words[index + 2]?.normal ?? '') && /^\p{Lu}/u.test(word.text);
  const bare =
    (!word.tags.has('Plural') || owner) &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    !QUESTION_WORDS.has(word.normal) &&
    (!previous ||
      previous.sentence !== word.sentence ||
      ![...BARE_BEFORE].some((tag) => previous.tags.has(tag)));
  if (!bare || !word.tags.has('Noun')) return false;
  const next = words[index + 1];
  const then = words[index + 2];
  if (!next || next.sentence !== word.sentence) return false;
  if ('after' in word && /^,/.test(String(word.after)) && next.tags.has('Determiner'))
    return /^\p{Lu}/u.test(word.text);
  if (next.normal !== 'and' || !then) return false;
  return (
    (POSSESSIVE_PRONOUNS.has(then.normal) && then.tags.has('Pronoun')) ||
    (/^\p{Lu}/u.test(word.text) && (then.normal === 'the' || /^\p{Lu}/u.test(then.text)))
  );
}

/**
 * "Biscuit the puppy learns", "Pip the hedgehog is", "Hana the hedgehog wants": a word set before
 * "the" and the kind of creature it is names that creature, whatever else the word means.
 */
function namesCreature(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  // "turns out its the naughty goat": a possessive says whose, never who.
  if (
    NOT_THINGS.has(word.normal) ||
    FAMILY_NAMES.has(word.normal) ||
    word.tags.has('Pronoun') ||
    word.tags.has('Possessive')
  )
    return false;
  // "it turns out the guard's parrot hid it": the rest of a phrasal verb names no one.
  if (
    ['Plural', 'Determiner', 'Preposition', 'Particle', 'Adverb'].some((tag) => word.tags.has(tag))
  )
    return false;
  const previous = words[index - 1];
  if (
    previous &&
    previous.sentence === word.sentence &&
    !/^(and|with|named|called)$/.test(previous.normal) &&
    !previous.tags.has('Verb') &&
    !previous.tags.has('Punctuation')
  )
    return false;
  if (words[index + 1]?.normal !== 'the') return false;
  let at = index + 2;
  // "cian the shepherd boy": a noun before the kind's own word describes it.
  while (
    at < index + 5 &&
    (words[at]?.tags.has('Adjective') ||
      (words[at] !== undefined &&
        isNoun(words[at] as TaggedWord) &&
        words[at + 1] !== undefined &&
        isNoun(words[at + 1] as TaggedWord) &&
        !words[at + 1]?.tags.has('Verb')))
  )
    at += 1;
  const kind = words[at];
  if (!kind || kind.sentence !== word.sentence || !isNoun(kind) || kind.tags.has('Plural'))
    return false;
  const after = words[at + 1];
  const creature = COMPANION_KINDS.has(kind.normal);
  // A capitalised word may name anything so set apart; one typed in lower case, only a creature.
  // "Bolt the robot teaching assistant at our school starts": where the kind is, then its deed.
  const placedThenActs =
    after?.tags.has('Preposition') === true &&
    words
      .slice(at + 2, at + 7)
      .some(
        (later) =>
          later.sentence === word.sentence &&
          later.tags.has('Verb') &&
          (later.tags.has('PresentTense') || later.tags.has('PastTense')),
      );
  return (
    (creature || /^\p{Lu}/u.test(word.text)) &&
    (!after ||
      after.sentence !== word.sentence ||
      after.tags.has('Verb') ||
      placedThenActs ||
      /^(who|and|,)$/.test(after.normal))
  );
}

/**
 * "Gwenllian, last princess of Gwynedd,": a capitalised word set beside what someone is; "Callum on
 * a night train … watching the snow": one a place opens onto who is doing something there.
 */
function setBesideWhatTheyAre(
  word: TaggedWord,
  index: number,
  words: readonly TaggedWord[],
): boolean {
  if (!word.tags.has('Noun') || word.tags.has('Plural')) return false;
  if (['Place', 'City', 'Country', 'Region'].some((tag) => word.tags.has(tag))) return false;
  const inSentence = (at: number) => words[at]?.sentence === word.sentence;
  if ('after' in word && /^,/.test(String(word.after))) {
    let at = index + 1;
    while (
      inSentence(at) &&
      (/^(a|an|the)$/.test(words[at]!.normal) || words[at]!.tags.has('Adjective'))
    )
      at += 1;
    const kind = words[at]?.normal ?? '';
    return inSentence(at) && at > index + 1 && (TITLES.has(kind) || PEOPLE_KINDS.has(kind));
  }
  const opens = index === 0 || !inSentence(index - 1);
  if (!opens || !/^(on|at|with)$/.test(words[index + 1]?.normal ?? '')) return false;
  return words.some(
    (later, at) =>
      at > index + 2 &&
      later.sentence === word.sentence &&
      later.tags.has('Gerund') &&
      !/^(a|an|the|of|for|to)$/.test(words[at - 1]?.normal ?? ''),
  );
}

/** "I'm", "we've", "she'd": a word with a verb's contraction is a pronoun and its verb, never a name. */
const CONTRACTED = /['’](m|re|ve|ll|d)$/i;

/**
 * Whether a determiner, an adjective or a possessive comes just before the word ("the finn"); a
 * time ("one day theo found") says when, not what.
 */
function isModified(words: readonly TaggedWord[], index: number): boolean {
  const previous = words[index - 1];
  if (previous === undefined || previous.sentence !== words[index]?.sentence) return false;
  // "one night kai finds" is when, but "a night nurse" is what she is.
  if (TIME_NOUNS.has(previous.normal)) return /^(a|an|the)$/.test(words[index - 2]?.normal ?? '');
  return [...BARE_BEFORE].some((tag) => previous.tags.has(tag));
}

/** A bare singular noun that may be someone: no plural, pronoun, relative, creature or "someone". */
function bareSingular(word: TaggedWord): boolean {
  return (
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    !COMPANION_KINDS.has(word.normal) &&
    !QUESTION_WORDS.has(word.normal)
  );
}

/**
 * "finn lost his kite": English sets no singular noun bare before its verb, and "his" or "her"
 * after the verb looks back to it, so a word in lower case there is someone's name.
 */
function ownsAfterActing(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  if (!bareSingular(word) || isModified(words, index)) return false;
  let at = index + 1;
  while (words[at]?.tags.has('Adverb') && at < index + 3) at += 1;
  const verb = words[at];
  if (!verb || verb.sentence !== word.sentence || !verb.tags.has('Verb')) return false;
  if (verb.tags.has('Auxiliary') || verb.tags.has('Modal')) return false;
  const owner = [1, 2]
    .map((step) => words[at + step])
    .find((after) => /^(his|her)$/.test(after?.normal ?? ''));
  return owner !== undefined && owner.sentence === word.sentence;
}

/**
 * "priya and bea build a fort", "lotte and rafi bake": two bare words opening the idea, joined by
 * "and" and acting together, one of them a given name the tagger knows, are two names.
 */
function pairedWithName(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  const first = words[index + 1]?.normal === 'and' ? index : index - 2;
  if (first < 0 || words[first + 1]?.normal !== 'and') return false;
  const pair = [words[first], words[first + 2]];
  const before = words[first - 1];
  const acts = words[first + 3];
  return (
    (!before || before.sentence !== word.sentence) &&
    pair.every((one) => one !== undefined && one.sentence === word.sentence && bareSingular(one)) &&
    pair.some((one) => one?.tags.has('FirstName') || /^\p{Lu}/u.test(one?.text ?? '')) &&
    acts?.sentence === word.sentence &&
    acts.tags.has('Verb')
  );
}

const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName', 'LastName', 'Person']);

/**
 * "Rashed is 15 and shadowing", "for isla age 6", "my two, bao 6 and his sister": one given an age
 * is someone, though the tagger reads a verb; "Year 6 and", "Room 5 is" count with a word English
 * already has.
 */
function givenAnAge(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  // "a 15 year old", "who is 8", "Year 6 and": an article, a question word or a thing counted.
  if (!word.tags.has('Noun') && !(/^\p{Lu}/u.test(word.text) && word.tags.has('Verb')))
    return false;
  if (['Plural', 'Value', 'Pronoun', 'QuestionWord'].some((tag) => word.tags.has(tag)))
    return false;
  // "for isla age 6", "my little sister linh shes 5": typed in lower case, a name a list knows or
  // one set after who the person is.
  if (
    /^\p{Ll}/u.test(word.text) &&
    !word.tags.has('FirstName') &&
    !isListedGivenName(word.normal) &&
    !PEOPLE_KINDS.has(words[index - 1]?.normal ?? '')
  )
    return false;
  if (/^\p{Lu}/u.test(word.text) && !word.tags.has('ProperNoun') && !word.tags.has('Person'))
    if (lexiconTags(word.normal).some((tag) => !NAME_TAGS.has(tag))) return false;
  return agedAt(words, index);
}

export const isName = (word: TaggedWord, index: number, words: readonly TaggedWord[]) => {
  if (TITLES.has(word.normal) || QUESTION_WORDS.has(word.normal)) return false;
  if (word.tags.has('Pronoun') || CONTRACTED.test(word.text)) return false;
  if (namesCreature(word, index, words)) return true;
  const previous = words[index - 1];
  const sentenceStart = !previous || previous.sentence !== word.sentence;
  const next = words[index + 1];
  // "a bunny called pip": a name typed in lower case after "called" or "named".
  if (
    previous &&
    /^(named|called)$/.test(previous.normal) &&
    words[index - 2] !== undefined &&
    isNoun(words[index - 2] as TaggedWord) &&
    !['Preposition', 'Particle', 'Determiner', 'Pronoun', 'Adverb', 'Conjunction'].some((tag) =>
      word.tags.has(tag),
    )
  )
    return true;
  // "quits the team to do theatre and his dad", "has the only swing and her friend": after a verb,
  // a preposition or a describing word, a word typed in lower case is a thing, never who leads.
  const opensClause =
    sentenceStart ||
    !['Verb', 'Preposition', 'Adverb', 'Adjective'].some((tag) => previous?.tags.has(tag));
  if (!/^\p{Lu}/u.test(word.text))
    return (
      (opensClause && leadsCast(word, index, words)) ||
      // "kai learns to share", "one day theo found": a first name, typed in lower case, acting.
      (word.tags.has('FirstName') &&
        next?.sentence === word.sentence &&
        next.tags.has('Verb') &&
        !isModified(words, index)) ||
      ownsAfterActing(word, index, words) ||
      pairedWithName(word, index, words) ||
      givenAnAge(word, index, words) ||
      (index === 0 && guessedDescribing(word) && actsNext(words, index))
    );
  if (previous && /^(named|called)$/.test(previous.normal)) return true;
  if (word.tags.has('Person') || word.tags.has('FirstName')) return true;
  // "Priya, Josh and Mei investigate": the first of a list of names is a name too.
  const listed = words[index + 2];
  if (
    'after' in word &&
    /^,/.test(String(word.after)) &&
    next?.sentence === word.sentence &&
    /^\p{Lu}/u.test(next.text) &&
    (listed?.normal === 'and' || ('after' in next && /^,/.test(String(next.after)))) &&
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    !['Place', 'City', 'Country', 'Region'].some((tag) => word.tags.has(tag) || next.tags.has(tag))
  )
    return true;
  // "Hamish, 9, and his gran": one given an age is someone.
  if (
    'after' in word &&
    /^,/.test(String(word.after)) &&
    next?.sentence === word.sentence &&
    next.tags.has('Value') &&
    word.tags.has('Noun') &&
    !word.tags.has('Plural')
  )
    return true;
  if (givenAnAge(word, index, words)) return true;
  // "Kemi, her cousin Emeka and their nan set up a camera": one whose own cousin is listed beside
  // them is someone.
  if (
    'after' in word &&
    /^,/.test(String(word.after)) &&
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    /^(her|his)$/.test(next?.normal ?? '') &&
    next?.sentence === word.sentence &&
    COMPANION_KINDS.has(words[index + 2]?.normal ?? '')
  )
    return true;
  if (setBesideWhatTheyAre(word, index, words)) return true;
  if (word.tags.has('ProperNoun') && !sentenceStart) return true;
  // "and Jun has to find out why", "April wants a pony": a month's name acting is someone's, but
  // "in June the fair opens" is when.
  if (
    word.tags.has('Date') &&
    next?.sentence === word.sentence &&
    next.tags.has('Verb') &&
    !/^(in|on|of|since|until|by|last|next|every|this|early|late|mid|from|till)$/.test(
      previous?.normal ?? '',
    )
  )
    return true;
  if (leadsCast(word, index, words)) return true;
  if (placedAtOpening(word, index, words)) return true;
  return (
    sentenceStart &&
    (word.tags.has('Noun') || guessedDescribing(word)) &&
    !word.tags.has('Plural') &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    actsNext(words, index)
  );
};

/** The word after `index` is its verb: "Małgorzata just moved", an adverb may stand between. */
function actsNext(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index] as TaggedWord;
  const next = words[index + 1];
  return (
    next?.sentence === word.sentence &&
    (next.tags.has('Verb') ||
      (next.tags.has('Adverb') && words[index + 2]?.tags.has('Verb') === true) ||
      actsAsPlural(words, index + 1))
  );
}

/**
 * "Hamish accidentally sends", "nimal doesn't want": a word the library's lexicon lacks, which the
 * tagger calls describing only by its ending ("-ish", "-al"), opening the idea and acting.
 */
function guessedDescribing(word: TaggedWord): boolean {
  return word.tags.has('Adjective') && lexiconTags(word.normal).length === 0;
}

/**
 * "Bronwen on a slow canal boat through the countryside at dusk": a capitalised word opening an
 * idea with no deed in its sentence, set somewhere, is who is there.
 */
function placedAtOpening(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  return (
    index === 0 &&
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    !COMPANION_KINDS.has(word.normal) &&
    !word.tags.has('Actor') &&
    animalHabitat(word.normal) === null &&
    words[1]?.tags.has('Preposition') === true &&
    /^(a|an|the)$/.test(words[2]?.normal ?? '') &&
    words.every((other) => other.sentence !== word.sentence || !other.tags.has('Verb'))
  );
}

/**
 * "Phoukham rows home along the Mekong": after a capitalised word opening a sentence, a word the
 * tagger reads as a plural is what that one does, when a way to go follows.
 */
function actsAsPlural(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index];
  const then = words[index + 1];
  return (
    word !== undefined &&
    word.tags.has('Plural') &&
    /[^s]s$/.test(word.normal) &&
    then?.sentence === word.sentence &&
    /^(home|away|off|back|out|along|across|through|past|towards|around|up|down)$/.test(then.normal)
  );
}

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
