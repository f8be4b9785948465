// "Margarida investigates the disappearance", "Inspector Coo solves the case": the tagger may read
// the verb after a name as a plural noun; set between a name and what it acts on, it is the verb.
import { tagWords, type TaggedWord } from '../read-english.ts';

const NAME_TAGS = ['Person', 'FirstName', 'ProperNoun'];

/** Whether `word`, read as a plural noun after a name and before its object, is that name's verb. */
export function verbAfterName(
  previous: TaggedWord | undefined,
  word: TaggedWord,
  next: TaggedWord | undefined,
): boolean {
  if (!previous || !next || word.tags.has('Verb') || !word.tags.has('Plural')) return false;
  if (previous.sentence !== word.sentence || next.sentence !== word.sentence) return false;
  const named = /^\p{Lu}/u.test(previous.text) && NAME_TAGS.some((tag) => previous.tags.has(tag));
  // "Moira investigates the theft", "Moira investigates with her spaniel".
  const object =
    next.tags.has('Determiner') || next.tags.has('Possessive') || next.tags.has('Preposition');
  return named && object && tagWords(`she ${word.normal}`)[1]?.tags.has('PresentTense') === true;
}
