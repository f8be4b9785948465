// "return a lost wallet to its owner in Dingle", "take grandma's cake across the river to her":
// the hero has the thing already, and the story is the road to whoever it goes to. Read as a
// search, the same words had the hero looking for the wallet, or the cake taken by a thief.
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { capitalise } from '../../../capitalise.ts';
import { COMPANION_KINDS, FAMILY_NAMES, NOT_THINGS, TITLES, isKinName } from './idea-words.ts';
import { purposeAfter } from './purpose-after.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

const DELIVERIES = new Set('take bring return carry deliver send'.split(' '));
/** Who a thing is taken to, where the tagger cannot tell a person: "its owner", "the lighthouse keeper". */
const RECEIVERS = new Set(
  'owner keeper teacher baker farmer doctor vet mayor chief shepherd postman fisherman family'.split(
    ' ',
  ),
);
/** Words between the thing and "to" that say how it goes: "back", "across the river". */
const ON_THE_WAY = /^(back|all|the|a|an|way|over|across|through|along|around|up|down|past|home)$/;
/** "to her", "to them": whoever the thing belonged to is who it goes back to. */
const POINTING_BACK = /^(her|him|them|it)$/;

const endsClause = (word: TaggedWord | undefined) =>
  word === undefined || /[:;,.!?]/.test(String((word as { after?: string }).after ?? ''));

/** A relative is visited at home: "to uncle Femi" is to his house, where the road leads. */
const homeOf = (who: string) => `${who}'s house`;

/**
 * Where the thing goes after "to" at `start`: the noun phrase and its head, or the owner's home when
 * the idea points back at them; null when "to" starts a purpose ("to find") or nobody.
 */
function destinationAt(
  words: readonly TaggedWord[],
  start: number,
  owner: string | null,
): { thing: string; noun: string; end: number } | null {
  const first = words[start];
  if (!first || first.tags.has('Verb')) return null;
  // "to her" points back at the owner; "to her friend" names who.
  if (POINTING_BACK.test(first.normal) && !words[start + 1]?.tags.has('Noun'))
    return owner && FAMILY_NAMES.has(owner)
      ? { thing: homeOf(owner), noun: 'house', end: start }
      : null;
  const phrase = nounPhraseAt(words, start);
  if (!phrase || phrase.head.tags.has('Pronoun') || NOT_THINGS.has(phrase.head.normal)) return null;
  // "to her friend": whose friend is kept, as the story tells it again.
  const whose = /^(her|his|their)$/.test(first.normal) ? `${first.normal} ` : '';
  const told = `${whose}${phrase.told.replace(/^the /, '')}`;
  if (FAMILY_NAMES.has(told)) return { thing: homeOf(told), noun: 'house', end: phrase.end };
  // "to uncle Femi": what the child calls him is part of his name.
  const kinNamed = isKinName(told) && phrase.head.tags.has('ProperNoun');
  // "its owner in Dingle": the town is part of who they are, and of the road's end.
  const town = words[phrase.end + 2];
  const inTown =
    words[phrase.end + 1]?.normal === 'in' && town?.tags.has('ProperNoun')
      ? ` in ${town.text}`
      : '';
  return {
    thing: `${kinNamed ? capitalise(told) : told}${inTown}`,
    noun: phrase.head.normal,
    end: phrase.end + (inTown ? 2 : 0),
  };
}

export interface IdeaDelivery {
  want: IdeaWant;
  /** It goes to someone ("her friend", "the owner"), not to a place the story can happen in. */
  toSomeone: boolean;
  /** Where the idea names whoever it goes to: the index of their first word, and just past their last. */
  start: number;
  end: number;
}

/**
 * The journey the idea's hero makes with a thing, told as "take the cake to" and where it goes;
 * else null. Whoever it goes to ("to uncle Femi") is not the hero.
 */
export function findDelivery(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): IdeaDelivery | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!word.tags.has('Verb') || word.tags.has('Auxiliary') || word.tags.has('Modal')) continue;
    if (heroIndex !== null && index < heroIndex) continue;
    const verb = toInfinitive(word.normal, word.tags);
    if (!DELIVERIES.has(verb)) continue;
    const object = nounPhraseAt(words, index + 1);
    // "takes his little brother Alfie to A&E": taking someone along makes them a companion, not a load.
    const someone =
      object !== null &&
      words
        .slice(index + 1, object.end + 1)
        .some((part) => ['Pronoun', 'Person', 'ProperNoun'].some((tag) => part.tags.has(tag)));
    if (!object || someone || NOT_THINGS.has(object.head.normal)) continue;
    let to = object.end + 1;
    while (to < object.end + 8 && !endsClause(words[to - 1]) && words[to]?.normal !== 'to') {
      const along = words[to];
      if (
        !ON_THE_WAY.test(along?.normal ?? '') &&
        !along?.tags.has('Noun') &&
        !along?.tags.has('Adjective')
      )
        break;
      to += 1;
    }
    if (words[to]?.normal !== 'to' || endsClause(words[to - 1])) continue;
    const ownerWord = words[index + 1];
    const owner = ownerWord?.tags.has('Possessive') ? ownerWord.normal.replace(/['’]s$/, '') : null;
    const destination = destinationAt(words, to + 1, owner);
    if (!destination) continue;
    // "take the train to the coast to find the lighthouse": the train is how, the lighthouse why.
    if (purposeAfter(words, object.end)) continue;
    // "take grandma's cake to grandma's house": the owner is named once, where it goes.
    const thing =
      owner && destination.thing.startsWith(`${owner}'s`)
        ? `the ${object.head.normal}`
        : `${/^(her|his|their|my|our|your)$/.test(ownerWord?.normal ?? '') ? ownerWord?.normal : 'the'} ${object.told.replace(/^the /, '')}`;
    return {
      want: {
        verb: `${verb} ${thing} to`,
        thing: destination.thing,
        noun: destination.noun,
        question: false,
      },
      toSomeone:
        destination.noun === 'house' ||
        /^(her|his|their) /.test(destination.thing) ||
        [COMPANION_KINDS, TITLES, RECEIVERS].some((kinds) => kinds.has(destination.noun)),
      start: to + 1,
      end: destination.end + 1,
    };
  }
  return null;
}
