// The word classes the idea's steps share: titles, family words, gendered words, and how a noun or a
// name is told apart from the tagger's tags.
import type { TaggedWord } from '../read-english.ts';

export const TITLES = new Set(
  'captain detective inspector doctor dr professor sir lady princess prince king queen mr mrs ms miss uncle aunt'.split(
    ' ',
  ),
);
export const FAMILY_NAMES = new Set(
  'grandma grandpa granny grandad nana nan gran koro kuia abuela abuelo nonna nonno oma opa mum dad mom'.split(
    ' ',
  ),
);
/**
 * What a child calls a relative, told as a name: "Grandpa Miguel", "Auntie Ngozi", "Mummy". With a
 * given name after it, the two are one person's name.
 */
export const KIN_TITLES = new Set(
  'grandma grandpa granny grandad grandmother grandfather nana nan gran abuela abuelo nonna nonno oma opa koro kuia aunt auntie aunty uncle mama papa mum mom dad mummy daddy mommy'.split(
    ' ',
  ),
);
/** Whether a name opens with what a child calls a relative: "Grandpa Miguel", "Mummy". */
export const isKinName = (name: string) =>
  KIN_TITLES.has(name.split(/\s+/)[0]?.toLowerCase() ?? '');
export const SHE_WORDS = new Set(
  'girl princess queen woman mother mum mom mummy mommy mama grandma granny nana nan gran grandmother abuela nonna oma kuia sister lady aunt auntie aunty witch daughter mermaid ballerina'.split(
    ' ',
  ),
);
export const HE_WORDS = new Set(
  'boy prince king man father dad daddy papa grandpa grandad grandfather abuelo nonno opa koro brother uncle son wizard knight'.split(
    ' ',
  ),
);
/** Who a child brings along: pets, animals and relatives, so "her puppy biscuit" names the puppy. */
export const COMPANION_KINDS = new Set(
  [
    // pets and toys
    'puppy dog pup kitten kitty cat bunny rabbit hamster guinea pig mouse rat goldfish fish parrot bird budgie tortoise turtle pony horse donkey goat lamb sheep sheepdog duck chicken hen frog lizard snake dragon unicorn owl fox bear teddy robot monkey penguin dinosaur',
    'dachshund poodle terrier collie spaniel beagle pug husky corgi retriever labrador ferret gecko axolotl',
    // animals that go along in fables and adventures
    'crow raven hawk eagle falcon magpie robin sparrow seagull gull pigeon goose swan wolf squirrel badger hedgehog otter beaver raccoon deer moose elephant giraffe lion tiger panda koala whale dolphin seal octopus crab hare toad mole vole stoat weasel bee ant beetle ladybug snail spider bat firefly pig cow camel llama alpaca',
    // people a hero has
    'friend bestie sister brother twin cousin daughter son grandson granddaughter wife husband coach grandma grandpa granny grandad grandmother grandfather nana nan gran koro kuia abuela abuelo nonna nonno oma opa mum dad mom mother father aunt auntie aunty uncle baby nephew niece partner sidekick assistant apprentice familiar neighbour neighbor classmate teammate roommate pal buddy mentor',
  ]
    .join(' ')
    .split(' '),
);
export const NOT_THINGS = new Set(
  'someone somebody something everyone everybody anyone anybody nobody thing day time night autumn winter summer spring midnight morning evening lot kind'.split(
    ' ',
  ),
);
export const TIME_NOUNS = new Set(
  'night day autumn winter summer spring midnight morning evening week year'.split(' '),
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
  if (word.tags.has('Plural') || word.tags.has('Determiner') || word.tags.has('Preposition'))
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
  while (words[at]?.tags.has('Adjective') && at < index + 4) at += 1;
  const kind = words[at];
  if (!kind || kind.sentence !== word.sentence || !isNoun(kind) || kind.tags.has('Plural'))
    return false;
  const after = words[at + 1];
  const creature = COMPANION_KINDS.has(kind.normal);
  // A capitalised word may name anything so set apart; one typed in lower case, only a creature.
  return (
    (creature || /^\p{Lu}/u.test(word.text)) &&
    (!after ||
      after.sentence !== word.sentence ||
      after.tags.has('Verb') ||
      /^(who|and|,)$/.test(after.normal))
  );
}

export const isName = (word: TaggedWord, index: number, words: readonly TaggedWord[]) => {
  if (TITLES.has(word.normal) || QUESTION_WORDS.has(word.normal)) return false;
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
  if (!/^\p{Lu}/u.test(word.text))
    return (
      leadsCast(word, index, words) ||
      // "kai learns to share": a first name, typed in lower case, opening the idea and acting.
      (sentenceStart &&
        word.tags.has('FirstName') &&
        next?.sentence === word.sentence &&
        next.tags.has('Verb'))
    );
  if (previous && /^(named|called)$/.test(previous.normal)) return true;
  if (word.tags.has('Person') || word.tags.has('FirstName')) return true;
  if (word.tags.has('ProperNoun') && !sentenceStart) return true;
  if (leadsCast(word, index, words)) return true;
  return (
    sentenceStart &&
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    next?.sentence === word.sentence &&
    // "Małgorzata just moved": an adverb may stand between the name and its verb.
    (next.tags.has('Verb') ||
      (next.tags.has('Adverb') && words[index + 2]?.tags.has('Verb') === true))
  );
};
