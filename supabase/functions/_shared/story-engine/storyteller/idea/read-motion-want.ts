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
      words[where.end + 1]?.normal === 'to' &&
      words[where.end + 2]?.tags.has('Verb') === true;
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
