// "Farah is bored on a rainy Sunday", "DI Amos Mensah is bored enough to take the case", "Leo feels
// shy at his new school": what the idea says the hero is, after the verb, describes them as much
// as "a bored knight" does, and is told as "a bored kid".
import type { TaggedWord } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';

const LINKS = /^(is|was|feels|felt|gets|got|seems|seemed|becomes|became|grows|grew)$/;
/** Adjectives that say where or how someone is, not what they are like: "is lost", "is new". */
const NOT_TRAITS = new Set(
  'lost missing stuck trapped locked shut stranded taken kidnapped invited new late sure able ready here there back gone left'.split(
    ' ',
  ),
);

export function findHeroTrait(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): string | null {
  if (heroIndex === null) return null;
  let at = heroIndex + 1;
  const link = words[at];
  if (!link || link.sentence !== words[heroIndex]?.sentence || !LINKS.test(link.normal))
    return null;
  at += 1;
  // "is very bored", "is so shy".
  while (words[at]?.tags.has('Adverb') && at < heroIndex + 4) at += 1;
  const trait = words[at];
  if (!trait || trait.sentence !== link.sentence) return null;
  // "is bored": the tagger reads a participle as a passive verb; the library's lexicon knows which
  // participles are adjectives too ("bored", never "hired"), and "is chased by" is a deed.
  const participle =
    trait.tags.has('Passive') &&
    /ed$/.test(trait.normal) &&
    lexiconTags(trait.normal).includes('Adjective') &&
    words[at + 1]?.normal !== 'by';
  if (
    !(trait.tags.has('Adjective') || participle) ||
    trait.tags.has('Comparative') ||
    trait.tags.has('Superlative') ||
    NOT_TRAITS.has(trait.normal) ||
    // "is moving house", "is alone": a doing, or a state told only after a verb, is no "a … kid".
    /ing$/.test(trait.normal) ||
    /^a(lone|sleep|wake|fraid|live|shamed|board)$/.test(trait.normal)
  )
    return null;
  return trait.normal;
}
