import type { TaggedWord } from '../read-english.ts';
import { KIN_TITLES, isNoun } from './idea-words.ts';
import { keepsCapitals } from './keeps-capitals.ts';

const PREDETERMINERS = new Set(['all', 'both', 'half']);
const PHRASE_BREAKS = new Set('against with without for from of to by about past'.split(' '));

export interface NounPhrase {
  /** The phrase without its leading determiner: "lost kite". */
  phrase: string;
  /** The phrase as a story tells it mid-sentence: "lost kite", but "Sunday picnic" and "Paris". */
  told: string;
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
    // "old Mr Haddad next door", "the girl next door": where someone lives ends who they are.
    if (word.normal === 'next' && words[index + 1]?.normal === 'door' && parts.length > 0) break;
    if (
      PHRASE_BREAKS.has(word.normal) ||
      word.tags.has('Preposition') ||
      word.tags.has('Conjunction') ||
      (word.tags.has('Verb') && !word.tags.has('Gerund'))
    )
      break;
    // "At sports day a friend": a new determiner starts a new phrase; so does an owner's word, "the
    // secret waterfall their grandpa talks about".
    if (
      (word.tags.has('Determiner') || (word.tags.has('Possessive') && word.tags.has('Pronoun'))) &&
      parts.some((part) => isNoun(part) && !PREDETERMINERS.has(part.normal))
    )
      break;
    // "all the cookies", "both the twins": a word before the article opens the phrase.
    const predeterminer =
      parts.length === 0 &&
      PREDETERMINERS.has(word.normal) &&
      words[index + 1]?.tags.has('Determiner') === true;
    const modifier =
      predeterminer ||
      word.tags.has('Determiner') ||
      word.tags.has('Adjective') ||
      // "a 1970s camper van", "the three bears": a number after the article belongs to the phrase,
      // which is told without it ("the camper van"), as a story tells it again and again.
      (word.tags.has('Value') &&
        !word.tags.has('Ordinal') &&
        parts.some((part) => part.tags.has('Determiner')) &&
        !parts.some(isNoun)) ||
      (word.tags.has('Possessive') && word.tags.has('Pronoun'));
    if (!modifier && !isNoun(word) && !(word.tags.has('Gerund') && parts.length > 0)) break;
    parts.push(word);
    index += 1;
    // "starts getting anonymous letters, Marguerite and her husband": a comma ends the phrase, so
    // the name after it is never read into the thing.
    // "Mystery set in Cork: Cian's grandmother", "the Caspian steppe; main character Temirlan":
    // a colon or a semicolon ends it too.
    if (/[,;:]/.test((word as { after?: string }).after ?? word.text)) break;
  }
  const nouns = parts.filter(
    (word) => isNoun(word) && !word.tags.has('Possessive') && !PREDETERMINERS.has(word.normal),
  );
  const head = nouns[nouns.length - 1];
  if (!head) return null;
  const kept = parts.slice(
    parts.findIndex(
      (word) =>
        !word.tags.has('Determiner') &&
        !word.tags.has('Pronoun') &&
        !word.tags.has('Value') &&
        !PREDETERMINERS.has(word.normal),
    ),
    parts.indexOf(head) + 1,
  );
  // "the neighbour's window", "the school's trophy": a thing's owner that is neither a name nor
  // what a child calls a relative keeps its article, as English tells it; "its bowl" is "the bowl".
  const owner = kept[0];
  // "signs our dog up": the asker's own dog is "the dog" in a story told of someone else.
  const ownerless = /^(its|our|my)$/.test(owner?.normal ?? '') && kept.length > 1;
  if (ownerless) kept.shift();
  // "my son's birthday party" is "the birthday party": whose son is the asker's, not the story's.
  if (ownerless && owner?.normal !== 'its' && /['’]s$/.test(kept[0]?.text ?? '') && kept.length > 1)
    kept.shift();
  // "the Greek islands", "the Welsh mountains": a place's name described by where it is keeps the
  // idea's "the", so it is never told as "sail around Greek islands".
  const described =
    parts[parts.indexOf(owner as TaggedWord) - 1]?.normal === 'the' &&
    owner !== head &&
    /^\p{Lu}/u.test(owner?.text ?? '') &&
    keepsCapitals(words, owner as TaggedWord);
  const article =
    described ||
    ownerless ||
    (owner !== undefined &&
      owner !== head &&
      owner.tags.has('Possessive') &&
      !owner.tags.has('Pronoun') &&
      !/^\p{Lu}/u.test(owner.text) &&
      !KIN_TITLES.has(owner.normal) &&
      // "everyone's homework" takes no article of its own.
      !/^(every|some|any|no)(one|body)$/.test(owner.normal))
      ? 'the '
      : '';
  const homeward =
    head.normal === 'way' && words[parts.indexOf(head) + start + 1]?.normal === 'home';
  const text = (word: TaggedWord) => word.text.replace(/[.,!?;:]+$/, '');
  const home = homeward ? ' home' : '';
  const phrase = `${ownerless ? 'the ' : ''}${kept.map(text).join(' ')}${home}`;
  const told = `${article}${kept.map((word) => (keepsCapitals(words, word) ? text(word) : text(word).toLowerCase())).join(' ')}${home}`;
  return { phrase, told, head, end: parts.indexOf(head) + start };
}
