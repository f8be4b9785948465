import type { TaggedWord } from '../read-english.ts';
import { NOT_THINGS, TIME_NOUNS, TITLES, isNoun } from './idea-words.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';

export interface HeroKind {
  /** What the hero is: "girl", "otter", "puppy". */
  kind: string;
  /** The adjectives that came before it: "brave", "little". */
  traits: string[];
}

/** What kind of creature the hero is, from the words around the name or the idea's first subject. */
export function findHeroKind(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): HeroKind | null {
  const describe = (index: number) => {
    const traits: string[] = [];
    for (let back = index - 1; back >= 0 && words[back]?.tags.has('Adjective'); back -= 1)
      traits.unshift(words[back]?.normal ?? '');
    return { kind: words[index]?.normal ?? '', traits };
  };
  if (heroIndex !== null) {
    const before = words[heroIndex - 1];
    if (
      before &&
      /^(named|called)$/.test(before.normal) &&
      words[heroIndex - 2] &&
      isNoun(words[heroIndex - 2] as TaggedWord)
    )
      return describe(heroIndex - 2);
    const beforeName = words[heroIndex - 1];
    if (
      beforeName &&
      beforeName.sentence === words[heroIndex]?.sentence &&
      isNoun(beforeName) &&
      !beforeName.tags.has('Possessive') &&
      !TITLES.has(beforeName.normal)
    )
      return describe(heroIndex - 1);
    if (words[heroIndex + 1]?.normal === 'the') {
      const phrase = nounPhraseAt(words, heroIndex + 1);
      if (phrase) return describe(words.indexOf(phrase.head));
    }
    return null;
  }
  const firstVerb = words.findIndex((word) => word.tags.has('Verb') || word.normal === 'who');
  // "At sports day a friend trips": the subject comes after the opening phrase.
  const opening = words[0]?.tags.has('Preposition')
    ? words.findIndex((word, index) => index > 0 && word.tags.has('Determiner'))
    : 0;
  const subject = words.slice(0, firstVerb < 0 ? words.length : firstVerb).findIndex(
    // "Someone took the lantern" names no kind of hero.
    (word, index) =>
      index >= opening &&
      isNoun(word) &&
      !word.tags.has('Possessive') &&
      !TIME_NOUNS.has(word.normal) &&
      !NOT_THINGS.has(word.normal),
  );
  return subject >= 0 && words[subject]?.sentence === 0 ? describe(subject) : null;
}
