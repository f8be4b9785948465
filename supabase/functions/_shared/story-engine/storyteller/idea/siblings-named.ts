// "Kaan and his twin brothers Emre and Efe", "two brothers, Anil and Sunil", "twins Leo and Luca":
// names listed after a plural word for kin are each of that kin, never a friend of the first.
import { toSingular } from '../read-english.ts';
import { capitalised, type IdeaCompanion } from './companion-at.ts';
import type { IdeaWord } from './read-idea-words.ts';

const KIN = new Set(['brothers', 'sisters', 'twins', 'cousins', 'sisters-in-law']);

/** The plural kin word the names before `index` are listed after, with the words that describe it. */
function kinBefore(words: readonly IdeaWord[], index: number): string | null {
  const sentence = words[index]?.sentence;
  let at = index - 1;
  while (
    words[at]?.sentence === sentence &&
    (words[at]?.normal === 'and' || capitalised(words[at])) &&
    !KIN.has(words[at]?.normal ?? '')
  )
    at -= 1;
  const kin = words[at];
  if (!kin || kin.sentence !== sentence || !KIN.has(kin.normal)) return null;
  // "twin brothers": a word that says which kin comes with it; "two brothers" counts them.
  const describing = words[at - 1];
  const twin = describing?.normal === 'twin' && describing.sentence === sentence ? 'twin ' : '';
  return `${twin}${toSingular(kin.normal)}`;
}

/** Each named companion listed after "brothers", "sisters", "twins" or "cousins" is one of them. */
export function siblingsNamed(
  words: readonly IdeaWord[],
  companions: readonly IdeaCompanion[],
): IdeaCompanion[] {
  return companions.map((companion) => {
    if (!companion.name || companion.article) return companion;
    const kin = kinBefore(words, companion.index);
    return kin ? { ...companion, kind: kin, traits: [] } : companion;
  });
}
