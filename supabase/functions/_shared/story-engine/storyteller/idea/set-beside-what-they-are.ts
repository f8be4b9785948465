import type { TaggedWord } from '../read-english.ts';
import { PEOPLE_KINDS, TITLES } from './idea-words.ts';

/**
 * "Gwenllian, last princess of Gwynedd,": a capitalised word set beside what someone is; "Callum on
 * a night train … watching the snow": one a place opens onto who is doing something there.
 */
export function setBesideWhatTheyAre(
  word: TaggedWord,
  index: number,
  words: readonly TaggedWord[],
): boolean {
  if (!word.tags.has('Noun') || word.tags.has('Plural')) return false;
  if (['Place', 'City', 'Country', 'Region'].some((tag) => word.tags.has(tag))) return false;
  const inSentence = (at: number) => words[at]?.sentence === word.sentence;
  if ('after' in word && /^,/.test(String(word.after))) {
    let at = index + 1;
    while (
      inSentence(at) &&
      (/^(a|an|the)$/.test(words[at]!.normal) || words[at]!.tags.has('Adjective'))
    )
      at += 1;
    const kind = words[at]?.normal ?? '';
    return inSentence(at) && at > index + 1 && (TITLES.has(kind) || PEOPLE_KINDS.has(kind));
  }
  const opens = index === 0 || !inSentence(index - 1);
  if (!opens || !/^(on|at|with)$/.test(words[index + 1]?.normal ?? '')) return false;
  return words.some(
    (later, at) =>
      at > index + 2 &&
      later.sentence === word.sentence &&
      later.tags.has('Gerund') &&
      !/^(a|an|the|of|for|to)$/.test(words[at - 1]?.normal ?? ''),
  );
}
