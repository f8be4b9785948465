// Whether a word of the idea is someone's given name, read from its tags and the words around it.
import type { TaggedWord } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';
import { animalHabitat } from '../bedtime/animal-hero.ts';
import {
  COMPANION_KINDS,
  FAMILY_NAMES,
  NOT_THINGS,
  QUESTION_WORDS,
  TITLES,
  isNoun,
} from './idea-words.ts';
import { isModified } from './bare-singular.ts';
import { givenAnAge } from './given-an-age.ts';
import { leadsCast } from './leads-cast.ts';
import { namesCreature } from './names-creature.ts';
import { ownsAfterActing } from './owns-after-acting.ts';
import { pairedWithName } from './paired-with-name.ts';
import { setBesideWhatTheyAre } from './set-beside-what-they-are.ts';

/** "I'm", "we've", "she'd": a word with a verb's contraction is a pronoun and its verb, never a name. */
const CONTRACTED = /['’](m|re|ve|ll|d)$/i;

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
