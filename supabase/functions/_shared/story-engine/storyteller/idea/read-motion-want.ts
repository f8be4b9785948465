// "sail to a faraway island", "go to the dentist": where the hero goes is what they want, unless
// a purpose follows ("go to the beach to find shells") or the deed is a companion's or a change.
import type { TaggedWord } from '../read-english.ts';
import { companionActs } from './companion-acts.ts';
import { CHANGES } from './find-change.ts';
import { NOT_THINGS } from './idea-words.ts';
import { infinitiveOf } from './infinitive-of.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

const MOTION = new Set('to into across through around onto'.split(' '));

/** Doings that are no goal of their own: "goes to the zoo and meets a lion", "and is brave". */
const NO_GOAL = new Set(
  'be have get meet see feel say tell come go stay sleep love like want wish need hope try decide'.split(
    ' ',
  ),
);

/**
 * "go to the theme park and ride the teacups": what the hero does once there, to a thing, is the
 * want; "and meets a lion", "and is brave" are not.
 */
function doneThere(words: readonly TaggedWord[], at: number): boolean {
  const verb = words[at + 1];
  const object = words[at + 2];
  return (
    words[at]?.normal === 'and' &&
    verb !== undefined &&
    verb.tags.has('Verb') &&
    !verb.tags.has('Auxiliary') &&
    !NO_GOAL.has(infinitiveOf(verb)) &&
    object !== undefined &&
    ['Determiner', 'Adjective', 'Noun'].some((tag) => object.tags.has(tag)) &&
    !object.tags.has('Pronoun')
  );
}

/** The want the verb at `index` names by where it goes, or null. */
export function readMotionWant(
  words: readonly TaggedWord[],
  index: number,
  heroIndex: number | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
): IdeaWant | null {
  const word = words[index] as TaggedWord;
  if (
    word.tags.has('Verb') &&
    !word.tags.has('Auxiliary') &&
    !word.tags.has('Modal') &&
    MOTION.has(words[index + 1]?.normal ?? '') &&
    // "turns into a fox": a change is read by findChange, and is nowhere to go.
    !CHANGES.has(infinitiveOf(word)) &&
    !companionActs(words, index, actors) &&
    (heroIndex === null || heroIndex < index)
  ) {
    const where = nounPhraseAt(words, index + 2);
    // "go to the beach to find shells": what the hero goes there for is the want.
    const purpose =
      where !== null &&
      ((words[where.end + 1]?.normal === 'to' && words[where.end + 2]?.tags.has('Verb') === true) ||
        doneThere(words, where.end + 1));
    if (
      where &&
      !purpose &&
      words[index + 2]?.tags.has('Determiner') &&
      !NOT_THINGS.has(where.head.normal) &&
      !where.head.tags.has('Person') &&
      !cast.has(where.end)
    )
      return {
        verb: `${infinitiveOf(word)} ${words[index + 1]?.normal}`,
        thing: where.head.tags.has('ProperNoun') ? where.phrase : where.told,
        noun: where.head.normal,
        question: false,
      };
  }
  return null;
}
