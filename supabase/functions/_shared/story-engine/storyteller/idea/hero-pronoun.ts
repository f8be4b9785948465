import type { TaggedWord } from '../read-english.ts';
import { HE_WORDS, SHE_WORDS } from './idea-words.ts';
import type { Pronoun } from './story-idea.ts';

/** The hero's pronoun from their kind, their name, or the first "her"/"his" after them. */
export function heroPronoun(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kind: string | null,
): Pronoun | null {
  if (kind && SHE_WORDS.has(kind)) return 'she';
  if (kind && HE_WORDS.has(kind)) return 'he';
  const hero = heroIndex === null ? null : words[heroIndex];
  if (hero?.tags.has('FemaleName') || (hero && SHE_WORDS.has(hero.normal))) return 'she';
  if (hero?.tags.has('MaleName') || (hero && HE_WORDS.has(hero.normal))) return 'he';
  const after = words.slice(heroIndex ?? 0);
  const possessive = after.find((word) => word.normal === 'her' || word.normal === 'his');
  if (possessive) return possessive.normal === 'her' ? 'she' : 'he';
  return null;
}
