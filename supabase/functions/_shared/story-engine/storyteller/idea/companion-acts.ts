// Whether a deed in the idea is a companion's own: "her grandma gives her a lantern" is the
// grandma's, not the hero's want; "he and his friends split pizzas" is theirs together.
import type { TaggedWord } from '../read-english.ts';

/** Whether the verb's subject is a companion who acts alone: "her grandma gives her a lantern". */
export function companionActs(
  words: readonly TaggedWord[],
  index: number,
  actors: ReadonlySet<number>,
) {
  let subject = index - 1;
  while (subject >= 0 && (words[subject]?.tags.has('Verb') || words[subject]?.tags.has('Adverb')))
    subject -= 1;
  if (!actors.has(subject)) return false;
  // "with three friends, chasing a solar eclipse": a comma sets the deed apart from them.
  if (/,/.test(String((words[subject] as { after?: string }).after ?? ''))) return false;
  // "and her friend Kuba helps her look": a verb for one says the companion acts alone.
  const verb = words[index] as TaggedWord;
  if (verb.tags.has('PresentTense') && /[^s]s$/.test(verb.normal)) return true;
  // "he and his friends have to split pizzas": a companion acting with the hero is no one alone.
  let before = subject - 1;
  // "a fairy and a ladybird tuck", "Habagat and her first mate Joaquim chase": the article, and the
  // words that say who they are, stand between.
  while (
    before > subject - 5 &&
    (words[before]?.tags.has('Possessive') ||
      words[before]?.tags.has('Adjective') ||
      words[before]?.tags.has('Determiner') ||
      (words[before]?.tags.has('Noun') === true && /^\p{Ll}/u.test(words[before]?.text ?? '')))
  )
    before -= 1;
  return words[before]?.normal !== 'and';
}
