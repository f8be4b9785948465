// "Ada and Ben", "Farida, Joss and Wren", "Aroha, Manaia and little Tui": two names side by side
// are two friends; of a list, the first named leads and the others come along with them.
import { FAMILY_NAMES } from './idea-words.ts';
import { isName } from './is-name.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { capitalise } from '../../../capitalise.ts';
import { bareName, companionRecord, same, type IdeaCompanion } from './companion-at.ts';

/** The names listed after the "and" or "with" at `index`, beside the one who leads them. */
export function companionsListed(
  words: readonly IdeaWord[],
  index: number,
  leader: number | null,
  named: boolean,
): IdeaCompanion[] {
  const link = words[index] as IdeaWord;
  const after = words[index + 1] as IdeaWord;
  // Two names side by side are two friends; the first is the hero. "Farida, Joss and Wren": of
  // a list, the first named leads, and the others come along with her.
  // "Aroha, Manaia and little Tui": a word that describes the last name comes before it.
  const last =
    isName(after, index + 1, words) ||
    !after.tags.has('Adjective') ||
    !words[index + 2] ||
    !isName(words[index + 2] as IdeaWord, index + 2, words)
      ? index + 1
      : index + 2;
  // "freddie and grandad", "hosea and gran": what a child calls a relative, typed in lower case,
  // is still their name.
  // The idea's first word before them is the one they go with, whatever its case.
  const opens = index === 1 && !link.tags.has('Pronoun') && !words[0]?.tags.has('Pronoun');
  if (
    (named || leader !== null || opens) &&
    last === index + 1 &&
    FAMILY_NAMES.has(after.normal) &&
    !after.tags.has('Plural') &&
    !/['’]s$/.test(after.text)
  )
    return [
      companionRecord({
        name: capitalise(bareName(after.text)),
        index: index + 1,
        beside: leader ?? index - 1,
      }),
    ];
  if ((named || leader !== null) && isName(words[last] as IdeaWord, last, words)) {
    let first = index - 1;
    while (
      leader === index - 1 &&
      words[first - 1]?.after.trim() === ',' &&
      same(words[first - 1], link) &&
      isName(words[first - 1] as IdeaWord, first - 1, words)
    )
      first -= 1;
    const lead = first < index - 1 ? first : (leader ?? index - 1);
    const others = words.slice(first + 1, index).map((_, step) => first + 1 + step);
    return [...others, last].map((listed) =>
      companionRecord({
        name: capitalise(bareName((words[listed] as IdeaWord).text)),
        traits: listed === last && last > index + 1 ? [after.normal] : [],
        index: listed,
        beside: lead,
      }),
    );
  }
  return [];
}
