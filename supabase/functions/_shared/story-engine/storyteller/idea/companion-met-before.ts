// "An old lighthouse keeper and a lonely kid named Finn": the one the idea meets before the named
// hero, with an article and no name of their own, comes along with them.
import { isNoun } from './idea-words.ts';
import { isName } from './is-name.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { capitalised, companionRecord, same, type IdeaCompanion } from './companion-at.ts';

const ARTICLES = new Set(['the', 'a', 'an']);

/** Whether a name follows "named" or "called" within a few words: "a lonely kid named Finn". */
const namedSoon = (words: readonly IdeaWord[], start: number) =>
  words
    .slice(start, start + 4)
    .some(
      (word, step) => /^(named|called)$/.test(word.normal) && capitalised(words[start + step + 1]),
    );

/**
 * The one met before the name after "and" at `index`: [] where the shape holds but names no one
 * who comes along, null where the idea has another shape here.
 */
export function companionMetBefore(
  words: readonly IdeaWord[],
  index: number,
  companions: readonly IdeaCompanion[],
): IdeaCompanion[] | null {
  const link = words[index] as IdeaWord;
  const before = words[index - 1] as IdeaWord;
  const after = words[index + 1] as IdeaWord;
  const metBefore =
    isName(before, index - 1, words) || companions.some((known) => known.index === index - 1);
  if (
    link.normal === 'and' &&
    !metBefore &&
    ARTICLES.has(after.normal) &&
    namedSoon(words, index + 2)
  ) {
    let start = index - 1;
    while (
      start > 0 &&
      same(words[start - 1], link) &&
      !ARTICLES.has(words[start - 1]?.normal ?? '')
    )
      start -= 1;
    const article = words[start - 1];
    if (!article || !ARTICLES.has(article.normal) || !isNoun(before) || before.tags.has('Plural'))
      return [];
    // "a night train crossing the Kazakh steppe, and a conductor named Daulet": what a deed is
    // done to, or where, is no one who comes along.
    const governor = words[start - 2];
    if (
      governor &&
      same(governor, link) &&
      (governor.tags.has('Verb') || governor.tags.has('Preposition'))
    )
      return [];
    const run = words.slice(start, index);
    const firstNoun = run.findIndex(isNoun);
    return [
      companionRecord({
        kind: run
          .slice(firstNoun)
          .map((word) => word.normal)
          .join(' '),
        traits: run.slice(0, firstNoun).map((word) => word.normal),
        index: index - 1,
        article: article.normal,
      }),
    ];
  }
  return null;
}
