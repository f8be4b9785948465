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
export const SHE_WORDS = new Set(
  'girl princess queen woman mother mum mom grandma granny nana sister lady aunt witch daughter mermaid ballerina'.split(
    ' ',
  ),
);
export const HE_WORDS = new Set(
  'boy prince king man father dad grandpa grandad brother uncle son wizard knight'.split(' '),
);
/** Who a child brings along: pets, animals and relatives, so "her puppy biscuit" names the puppy. */
export const COMPANION_KINDS = new Set(
  [
    // pets and toys
    'puppy dog pup kitten cat bunny rabbit hamster guinea pig mouse rat goldfish fish parrot bird budgie tortoise turtle pony horse donkey goat lamb sheep sheepdog duck chicken hen frog lizard snake dragon unicorn owl fox bear teddy robot monkey penguin dinosaur',
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
  const bare =
    !word.tags.has('Plural') &&
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

export const isName = (word: TaggedWord, index: number, words: readonly TaggedWord[]) => {
  if (TITLES.has(word.normal) || QUESTION_WORDS.has(word.normal)) return false;
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
