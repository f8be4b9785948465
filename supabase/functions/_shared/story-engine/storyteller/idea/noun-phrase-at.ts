import type { TaggedWord } from '../read-english.ts';
import { isNoun } from './idea-words.ts';

const PHRASE_BREAKS = new Set('against with without for from of to by about past'.split(' '));
// "all the cookies": a quantifier before a determiner belongs to the phrase, and is not its noun.
const QUANTIFIERS = new Set('all both half'.split(' '));

export interface NounPhrase {
  /** The phrase without its leading determiner: "lost kite". */
  phrase: string;
  head: TaggedWord;
  /** Index of the head word. */
  end: number;
}

/** A run of determiners, adjectives and nouns starting at `start`: the phrase and its head noun. */
export function nounPhraseAt(words: readonly TaggedWord[], start: number): NounPhrase | null {
  let index = start;
  const parts: TaggedWord[] = [];
  while (index < words.length) {
    const word = words[index] as TaggedWord;
    if (word.sentence !== words[start]?.sentence) break;
    if (
      PHRASE_BREAKS.has(word.normal) ||
      word.tags.has('Preposition') ||
      word.tags.has('Conjunction') ||
      (word.tags.has('Verb') && !word.tags.has('Gerund'))
    )
      break;
    // "At sports day a friend": a new determiner starts a new phrase.
    const leading = parts[0] && QUANTIFIERS.has(parts[0].normal) ? 1 : 0;
    if (word.tags.has('Determiner') && parts.slice(leading).some(isNoun)) break;
    const modifier =
      (parts.length === 0 && QUANTIFIERS.has(word.normal)) ||
      word.tags.has('Determiner') ||
      word.tags.has('Adjective') ||
      (word.tags.has('Possessive') && word.tags.has('Pronoun'));
    if (!modifier && !isNoun(word) && !(word.tags.has('Gerund') && parts.length > 0)) break;
    parts.push(word);
    index += 1;
  }
  const nouns = parts.filter(
    (word) => isNoun(word) && !word.tags.has('Possessive') && !quantifies(word),
  );
  const head = nouns[nouns.length - 1];
  if (!head) return null;
  const kept = parts.slice(
    parts.findIndex((word) => !word.tags.has('Determiner') && !word.tags.has('Pronoun')),
    parts.indexOf(head) + 1,
  );
  function quantifies(word: TaggedWord): boolean {
    return word === parts[0] && QUANTIFIERS.has(word.normal) && parts.length > 1;
  }
  const homeward =
    head.normal === 'way' && words[parts.indexOf(head) + start + 1]?.normal === 'home';
  const phrase = `${kept.map((word) => word.text.replace(/[.,!?;:]+$/, '')).join(' ')}${homeward ? ' home' : ''}`;
  return { phrase, head, end: parts.indexOf(head) + start };
}
