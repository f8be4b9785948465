// Reads a child's idea the way a storyteller would: who the hero is (name, kind, pronoun, traits),
// what they want, where it happens and who else is in it, from the tagged words of the prompt.
import { tagWords, toInfinitive, type TaggedWord } from './read-english.ts';

export type Pronoun = 'she' | 'he' | 'they';

export interface IdeaWant {
  /** What the hero does about it, as an infinitive phrase: "find", "win", "find out". */
  verb: string;
  /** The thing wanted, without an article: "lost kite", "big race", "how bees make honey". */
  thing: string;
  /** The thing's head noun: "kite", "race"; empty for a question. */
  noun: string;
  /** The want is a question the hero wants answered. */
  question: boolean;
}

export interface StoryIdea {
  heroName: string | null;
  /** The title that came with the name: "Captain", "Detective". */
  heroTitle: string | null;
  heroKind: string | null;
  heroTraits: string[];
  pronoun: Pronoun | null;
  want: IdeaWant | null;
  /** Where it happens, without an article: "windy hill". */
  place: string | null;
  /** Other named people or creatures in the idea. */
  others: string[];
  /** The idea's content nouns in order, singular. */
  nouns: string[];
}

const TITLES = new Set(
  'captain detective inspector doctor dr professor sir lady princess prince king queen mr mrs ms miss uncle aunt'.split(
    ' ',
  ),
);
const FAMILY_NAMES = new Set('grandma grandpa granny grandad nana mum dad mom'.split(' '));
const SHE_WORDS = new Set(
  'girl princess queen woman mother mum mom grandma granny nana sister lady aunt witch daughter mermaid ballerina'.split(
    ' ',
  ),
);
const HE_WORDS = new Set(
  'boy prince king man father dad grandpa grandad brother uncle son wizard knight'.split(' '),
);
const WANT_MARKERS = new Set(
  'want need hope dream try wish long plan decide have be keep become must can will named call name do'.split(
    ' ',
  ),
);
const LOSS_VERBS = new Set(
  'lose steal take vanish disappear miss hide grab borrow escape search seek look find'.split(' '),
);
const NOT_THINGS = new Set(
  'someone something everyone anyone thing day time night autumn winter summer spring midnight morning evening lot kind'.split(
    ' ',
  ),
);
const TIME_NOUNS = new Set(
  'night day autumn winter summer spring midnight morning evening week year'.split(' '),
);
const PLACE_PREPOSITIONS = new Set(
  'in on at to near across under inside beyond from into through around behind over along'.split(
    ' ',
  ),
);
const PHRASE_BREAKS = new Set('against with without for from of to by about past'.split(' '));
const QUESTION_WORDS = new Set(['why', 'how', 'what', 'where', 'when']);

const isNoun = (word: TaggedWord) =>
  word.tags.has('Noun') && !word.tags.has('Pronoun') && !QUESTION_WORDS.has(word.normal);
const isName = (word: TaggedWord, index: number, words: readonly TaggedWord[]) => {
  if (TITLES.has(word.normal) || QUESTION_WORDS.has(word.normal)) return false;
  if (!/^[A-Z]/.test(word.text)) return false;
  const previous = words[index - 1];
  if (previous && /^(named|called)$/.test(previous.normal)) return true;
  const sentenceStart = !previous || previous.sentence !== word.sentence;
  if (word.tags.has('Person') || word.tags.has('FirstName')) return true;
  if (word.tags.has('ProperNoun') && !sentenceStart) return true;
  const next = words[index + 1];
  return (
    sentenceStart &&
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    next?.sentence === word.sentence &&
    next.tags.has('Verb')
  );
};

/** A run of determiners, adjectives and nouns starting at `start`: the phrase and its head noun. */
function nounPhraseAt(
  words: readonly TaggedWord[],
  start: number,
): { phrase: string; head: TaggedWord; end: number } | null {
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
    const modifier =
      word.tags.has('Determiner') ||
      word.tags.has('Adjective') ||
      (word.tags.has('Possessive') && word.tags.has('Pronoun'));
    if (!modifier && !isNoun(word) && !(word.tags.has('Gerund') && parts.length > 0)) break;
    parts.push(word);
    index += 1;
  }
  const nouns = parts.filter((word) => isNoun(word) && !word.tags.has('Possessive'));
  const head = nouns[nouns.length - 1];
  if (!head) return null;
  const kept = parts.slice(
    parts.findIndex((word) => !word.tags.has('Determiner') && !word.tags.has('Pronoun')),
    parts.indexOf(head) + 1,
  );
  const homeward =
    head.normal === 'way' && words[parts.indexOf(head) + start + 1]?.normal === 'home';
  const phrase = `${kept.map((word) => word.text.replace(/[.,!?;:]+$/, '')).join(' ')}${homeward ? ' home' : ''}`;
  return { phrase: phrase.replace(/’/g, '’'), head, end: parts.indexOf(head) + start };
}

function findHero(words: readonly TaggedWord[]): { index: number; title: string | null } | null {
  const candidates = words
    .map((word, index) => ({ word, index }))
    .filter(({ word, index }) => isName(word, index, words));
  const byRole = candidates.find(({ index }) => {
    const previous = words[index - 1]?.normal ?? '';
    const next = words[index + 1];
    return (
      /^(named|called)$/.test(previous) ||
      TITLES.has(previous) ||
      (next?.normal === 'the' && words[index + 2] && isNoun(words[index + 2] as TaggedWord)) ||
      (next?.tags.has('Verb') && !words[index - 1]?.tags.has('Preposition'))
    );
  });
  const chosen = byRole ?? candidates[0];
  if (chosen) {
    const previous = words[chosen.index - 1];
    return {
      index: chosen.index,
      title: previous && TITLES.has(previous.normal) ? previous.text : null,
    };
  }
  const family = words.findIndex((word) => FAMILY_NAMES.has(word.normal));
  return family >= 0 ? { index: family, title: null } : null;
}

function findKind(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): { kind: string; traits: string[] } | null {
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
  const subject = words.slice(0, firstVerb < 0 ? words.length : firstVerb).findIndex(
    // "Someone took the lantern" names no kind of hero.
    (word) =>
      isNoun(word) &&
      !word.tags.has('Possessive') &&
      !TIME_NOUNS.has(word.normal) &&
      !NOT_THINGS.has(word.normal),
  );
  return subject >= 0 && words[subject]?.sentence === 0 ? describe(subject) : null;
}

function pronounOf(
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

function findQuestion(prompt: string): IdeaWant | null {
  const match =
    /(?:^|[.!?]\s+|\b(?:learn|know|wonder|discover|understand|out)\s+)(why|how|what|where)\s+(?:(?:do|does|did|is|are|can)\s+)?([^?.!]+)/i.exec(
      prompt,
    );
  if (!match?.[1] || !match[2]) return null;
  const thing = `${match[1].toLowerCase()} ${match[2].trim().replace(/\s+/g, ' ')}`;
  if (thing.split(' ').length < 3) return null;
  const noun = match[2].trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return { verb: 'find out', thing, noun, question: true };
}

function findWant(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
): IdeaWant | null {
  const heroName = heroIndex === null ? null : (words[heroIndex]?.normal ?? null);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (word.tags.has('Gerund') && words[index + 1]?.tags.has('Preposition')) {
      const rest = nounPhraseAt(words, index + 2);
      if (rest && !NOT_THINGS.has(rest.head.normal))
        return {
          verb: `${toInfinitive(word.normal, word.tags)} ${words[index + 1]?.normal}`,
          thing: rest.phrase.toLowerCase(),
          noun: rest.head.normal,
          question: false,
        };
    }
    if (!word.tags.has('Verb') || word.tags.has('Auxiliary') || word.tags.has('Modal')) continue;
    const infinitive = toInfinitive(word.normal, word.tags);
    if (WANT_MARKERS.has(infinitive) && words[index + 1]?.normal !== 'the') continue;
    const heroActs = heroIndex === null || heroIndex < index;
    if (
      /^(vanish|disappear|escape|go)$/.test(infinitive) ||
      (infinitive === 'lose' &&
        !words[index + 1]?.tags.has('Determiner') &&
        !words[index + 1]?.tags.has('Pronoun') &&
        !words[index + 1]?.tags.has('Adjective'))
    ) {
      let back = index - 1;
      while (back >= 0 && (words[back]?.tags.has('Verb') || words[back]?.tags.has('Adverb')))
        back -= 1;
      let runStart = back;
      while (runStart > 0) {
        const previous = words[runStart - 1] as TaggedWord;
        if (previous.sentence !== word.sentence) break;
        if (!(
          isNoun(previous) ||
          previous.tags.has('Adjective') ||
          previous.tags.has('Determiner') ||
          previous.tags.has('Possessive')
        ))
          break;
        runStart -= 1;
      }
      const phrase = runStart >= 0 ? nounPhraseAt(words, runStart) : null;
      if (
        phrase &&
        phrase.end < index &&
        phrase.head.normal !== heroName &&
        !phrase.head.tags.has('Person') &&
        !NOT_THINGS.has(phrase.head.normal)
      )
        return {
          verb: 'find',
          thing: phrase.phrase.toLowerCase(),
          noun: phrase.head.normal,
          question: false,
        };
      continue;
    }
    let objectStart = index + 1;
    if (
      words[objectStart]?.tags.has('Preposition') &&
      /^(for|after|of)$/.test(words[objectStart]?.normal ?? '')
    )
      objectStart += 1;
    if (words[objectStart]?.tags.has('Gerund')) {
      const gerund = words[objectStart] as TaggedWord;
      const rest = nounPhraseAt(words, objectStart + 1) ?? nounPhraseAt(words, objectStart + 2);
      if (rest)
        return {
          verb: toInfinitive(gerund.normal, gerund.tags),
          thing: rest.phrase.toLowerCase(),
          noun: rest.head.normal,
          question: false,
        };
    }
    const object = nounPhraseAt(words, objectStart);
    if (!object || NOT_THINGS.has(object.head.normal) || object.head.normal === kindWord) continue;
    if (object.head.tags.has('ProperNoun') || object.head.tags.has('Person')) continue;
    const verb = LOSS_VERBS.has(infinitive) || !heroActs ? 'find' : infinitive;
    return { verb, thing: object.phrase.toLowerCase(), noun: object.head.normal, question: false };
  }
  return null;
}

function findPlace(words: readonly TaggedWord[], wantNoun: string | null): string | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!PLACE_PREPOSITIONS.has(word.normal)) continue;
    const phrase = nounPhraseAt(words, index + 1);
    if (!phrase || TIME_NOUNS.has(phrase.head.normal) || phrase.head.normal === wantNoun) continue;
    if (phrase.head.tags.has('Person') || NOT_THINGS.has(phrase.head.normal)) continue;
    return phrase.phrase;
  }
  return null;
}

const understood = new Map<string, StoryIdea>();

/** The idea understood from the prompt and the starting point; the same text always reads the same. */
export function understandIdea(prompt: string): StoryIdea {
  const key = prompt.trim();
  const known = understood.get(key);
  if (known) return known;
  const words = tagWords(key.replace(/’/g, "'"));
  const hero = findHero(words);
  const heroIndex = hero?.index ?? null;
  const kind = findKind(words, heroIndex);
  const want = findQuestion(key) ?? findWant(words, heroIndex, kind?.kind ?? null);
  const heroWord = heroIndex === null ? null : words[heroIndex];
  const others = words
    .filter((word, index) => index !== heroIndex && isName(word, index, words))
    .map((word) => word.text.replace(/['’]s$/, ''));
  const nouns = [
    ...new Set(
      words
        .filter(
          (word, index) =>
            isNoun(word) &&
            index !== heroIndex &&
            !word.tags.has('ProperNoun') &&
            !NOT_THINGS.has(word.normal) &&
            !word.tags.has('Person'),
        )
        .map((word) => word.normal),
    ),
  ];
  if (want && heroWord) want.thing = want.thing.replace(new RegExp(`^${heroWord.normal}'s `), '');
  const idea: StoryIdea = {
    heroName: heroWord ? capitalise(heroWord.text.replace(/['’]s$/, '')) : null,
    heroTitle: hero?.title ?? null,
    heroKind: kind?.kind ?? null,
    heroTraits: kind?.traits ?? [],
    pronoun: pronounOf(words, heroIndex, kind?.kind ?? null),
    want,
    place: findPlace(words, want?.noun ?? null),
    others: [...new Set(others)],
    nouns,
  };
  if (understood.size > 200) understood.clear();
  understood.set(key, idea);
  return idea;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
