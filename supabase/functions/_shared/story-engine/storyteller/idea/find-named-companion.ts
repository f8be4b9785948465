// "Oliver is the new kid and nobody will sit with him until Yusuf does", "Amina is new at school
// and Jack decides to be her friend": an idea that names its hero and one other person, with no
// one else along, is about the two of them. The other comes along from the first part, so the
// story never invents a friend in their place.
import { capitalise } from '../../../capitalise.ts';
import { bareName, capitalised, companionRecord, type IdeaCompanion } from './companion-at.ts';
import { TELLING, TITLES } from './idea-words.ts';
import { isName } from './is-name.ts';
import type { IdeaWord } from './read-idea-words.ts';

/** What a capital says is a place or a body, never someone: "Paris", "the United Nations". */
const NOT_PEOPLE = ['Place', 'City', 'Country', 'Region', 'Organization', 'Date'];
const PEOPLE_TAGS = ['Person', 'FirstName', 'MaleName', 'FemaleName'];

export function findNamedCompanion(
  words: readonly IdeaWord[],
  heroIndex: number | null,
  taken: ReadonlySet<number>,
): IdeaCompanion | null {
  const hero = heroIndex === null ? undefined : words[heroIndex];
  // Only beside a hero who is surely someone: "Mrs Kowalski's pumpkin" or "Hollowbrook High" read
  // as the hero leaves the one acting to lead, not to come along.
  if (
    heroIndex === null ||
    !hero ||
    /['’]s$/.test(hero.text) ||
    !(
      PEOPLE_TAGS.some((tag) => hero.tags.has(tag)) ||
      /^(named|called)$/.test(words[heroIndex - 1]?.normal ?? '')
    )
  )
    return null;
  for (let at = heroIndex + 1; at < words.length; at += 1) {
    const word = words[at] as IdeaWord;
    // "a bunny called flopsy": after "called", a name typed in lower case is still one.
    const calledBefore = /^(named|called)$/.test(words[at - 1]?.normal ?? '');
    if (taken.has(at) || !(capitalised(word) || calledBefore) || !isName(word, at, words)) continue;
    // Only one the idea shows acting ("until Yusuf does", "Jack decides") or names ("a boy named
    // Kwabena", "her name is Kasia") is someone; a capital alone may be a place or a people.
    let verb = at + 1;
    while (words[verb]?.tags.has('Adverb') && verb < at + 3) verb += 1;
    // "keeps hives in Kerry, make him the main character": a verb after a comma is not theirs.
    const acts =
      words[verb]?.sentence === word.sentence &&
      words[verb]?.tags.has('Verb') === true &&
      !/[,;:]/.test(word.after);
    const before = words[at - 1]?.normal ?? '';
    const named =
      /^(named|called)$/.test(before) ||
      (before === 'is' && /^name$/.test(words[at - 2]?.normal ?? ''));
    if (!acts && !named) continue;
    // "Max's lunch", "in Hana's garden": whose thing it is, not who comes along.
    if (/['’]s$/.test(word.text) || word.tags.has('Possessive')) continue;
    if (TITLES.has(word.normal) || NOT_PEOPLE.some((tag) => word.tags.has(tag))) continue;
    // "a story for Mia", "one I can read to Omar": who hears the story is in no part of it.
    if (before === 'for' || (before === 'to' && TELLING.test(words[at - 2]?.normal ?? '')))
      continue;
    return companionRecord({ name: capitalise(bareName(word.text)), index: at, beside: heroIndex });
  }
  return null;
}
