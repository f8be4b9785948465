// The storyteller's one door to the English NLP library (compromise, its part-of-speech tagger):
// tagged words of a text, verb forms and singular nouns. Everything else speaks in these terms.
import nlp from 'compromise/two';
import indefinite from 'indefinite';

export interface TaggedWord {
  readonly text: string;
  /** Lower case, punctuation and curly apostrophes removed. */
  readonly normal: string;
  readonly tags: ReadonlySet<string>;
  /** Index of the sentence the word belongs to. */
  readonly sentence: number;
}

interface Transform {
  adjective: { toSuperlative(adjective: string, model: unknown): string };
  verb: {
    conjugate(infinitive: string, model: unknown): Record<string, string | undefined>;
    toInfinitive(verb: string, model: unknown, tense?: string): string;
  };
  noun: {
    toSingular(noun: string, model: unknown): string;
    toPlural(noun: string, model: unknown): string;
  };
}

// The library types its world as a bare object; its verb and noun transforms are documented API.
const world = nlp.world() as { model: unknown; methods: { two: { transform: Transform } } };
const transform = world.methods.two.transform;

// A story's idea is read by several steps, each asking for its words again: a text is tagged once.
const tagged = new Map<string, readonly TaggedWord[]>();

export function tagWords(text: string): readonly TaggedWord[] {
  const known = tagged.get(text);
  if (known) return known;
  const words = readTags(text);
  if (tagged.size > 2000) tagged.clear();
  tagged.set(text, words);
  return words;
}

function readTags(text: string): readonly TaggedWord[] {
  const sentences = nlp(text).json() as {
    terms: { text: string; normal: string; tags: string[] }[];
  }[];
  return sentences.flatMap((sentence, index) =>
    sentence.terms.map((term) => ({
      text: term.text,
      normal: term.normal.replace(/[’']s$/, ''),
      tags: new Set(term.tags),
      sentence: index,
    })),
  );
}

/** The verb's form as the tagger reads it, most specific first. */
const FORMS = ['Infinitive', 'Gerund', 'PastTense', 'PresentTense'] as const;

/**
 * A verb's infinitive: "crossed" → "cross", "exploring" → "explore", "hugs" → "hug". The form
 * comes from the tagger (the word's own tags, or a parse of "they <verb>"), never from its ending,
 * so "hug" and "cross" stay themselves.
 */
export function toInfinitive(verb: string, tags?: ReadonlySet<string>): string {
  const word = verb.toLowerCase();
  const read = tags ?? tagWords(`they ${word}`)[1]?.tags ?? new Set<string>();
  const form = FORMS.find((candidate) => read.has(candidate));
  if (!form || form === 'Infinitive') return word;
  return transform.verb.toInfinitive(word, world.model, form) || word;
}

/**
 * A story asks for the same few words' forms in every part: each word is inflected by the library
 * once per process, not once per sentence.
 */
function remembered(inflect: (word: string) => string): (word: string) => string {
  const told = new Map<string, string>();
  return (word) => {
    const known = told.get(word);
    if (known !== undefined) return known;
    const form = inflect(word);
    if (told.size > 5000) told.clear();
    told.set(word, form);
    return form;
  };
}

const conjugate = (infinitive: string) =>
  transform.verb.conjugate(infinitive.toLowerCase(), world.model);

interface SuffixModel {
  ex: Record<string, string | undefined>;
}
const verbModels = (world.model as { two: { models: Record<string, SuffixModel> } }).two.models;

const REGULAR = {
  PastTense: { model: 'toPast', ending: 'ed' },
  Gerund: { model: 'toGerund', ending: 'ing' },
} as const;

/**
 * The library's conjugation learns its forms from word endings, and a few endings leave a verb as
 * it was: "He row to the island", "wade" → "wade". Where its own exceptions do not list the verb
 * so ("put", "cut"), the form is the one of the regular spellings the library reads back to the
 * same verb, else the plain one.
 */
function verbForm(verb: string, tense: keyof typeof REGULAR): string {
  const infinitive = verb.toLowerCase();
  const { model, ending } = REGULAR[tense];
  const listed = verbModels[model]?.ex[infinitive];
  if (listed) return listed;
  const told = conjugate(infinitive)[tense];
  // Only a verb ending in "t" or "d" keeps its form in the past: "spread", "burst", "split".
  if (told && (told !== infinitive || (ending === 'ed' && /[td]$/.test(infinitive)))) return told;
  const stem =
    ending === 'ed' ? infinitive.replace(/e$/, '') : infinitive.replace(/([^e])e$/, '$1');
  const spellings = [
    `${stem}${ending}`,
    `${infinitive}${infinitive.slice(-1)}${ending}`,
    ...(ending === 'ed' && /[^aeiou]y$/.test(infinitive) ? [`${infinitive.slice(0, -1)}ied`] : []),
  ];
  return (
    spellings.find(
      (form) => transform.verb.toInfinitive(form, world.model, tense) === infinitive,
    ) ?? (spellings[0] as string)
  );
}

/**
 * The verb a form was made from, when the word is already one of the forms this file makes:
 * "ringing" → "ring", "jumped" → "jump", so no form is inflected twice ("ringingged"). A candidate
 * counts only if it makes the word back (the library's own reading first, as it knows "swim" from
 * "swimming"); the tagger must read an "-ed" word as inflected, so
 * "need", "feed" and "shed" stay verbs of their own, and an "-ing" stem needs a vowel, so "bring"
 * and "string" stay themselves.
 */
function bareVerb(verb: string): string {
  const word = verb.toLowerCase();
  const gerund = /^(.*[aeiouy].*?)ing$/.exec(word)?.[1];
  if (gerund) {
    const candidates = [
      transform.verb.toInfinitive(word, world.model, 'Gerund'),
      gerund.replace(/([^aeiou])\1$/, '$1'),
      `${gerund}e`,
      gerund,
    ];
    const base = candidates.find((candidate) => verbForm(candidate, 'Gerund') === word);
    if (base) return base;
  }
  if (/ed$/.test(word)) {
    const base = toInfinitive(word);
    if (base !== word && toInfinitive(base) === base && verbForm(base, 'PastTense') === word)
      return base;
  }
  // "houses", "boxes": a form after "it" (or a plural noun read as one) is told from its verb,
  // "housed", never "housesed". The tagger must read the word as that form, so "kiss" and "cross" stay verbs of their own.
  if (/s$/.test(word)) {
    const base = toInfinitive(word);
    if (base !== word && toInfinitive(base) === base && conjugate(base).PresentTense === word)
      return base;
  }
  return irregularBase(word) ?? word;
}

/**
 * The verb of an irregular past or participle: "drew" and "drawn" → "draw", so "had drawn" is told,
 * never "had drewed". The library's reading counts only where the verb makes the word back, and a
 * verb with an irregular past of its own keeps itself: "lay" → "laid", "read" → "read".
 */
function irregularBase(word: string): string | undefined {
  if (lexicon[word] === 'Infinitive' || verbModels.toPast?.ex[word]) return undefined;
  for (const tense of ['PastTense', 'Participle']) {
    const base = transform.verb.toInfinitive(word, world.model, tense);
    if (!base || base === word) continue;
    const forms = conjugate(base);
    if (forms.PastTense === word || forms.Participle === word) return base;
  }
  return undefined;
}

export const toPastTense = remembered((verb) => verbForm(bareVerb(verb), 'PastTense'));

export const toGerund = remembered((verb) => verbForm(bareVerb(verb), 'Gerund'));

/** "comes", "makes": the form after "it", from the library's conjugation. */
export const toPresentTense = remembered(
  (verb) => conjugate(bareVerb(verb)).PresentTense ?? bareVerb(verb),
);

/** "stolen", "swapped": the form after "had". */
export const toParticiple = remembered(
  (verb) => conjugate(bareVerb(verb)).Participle ?? toPastTense(verb),
);

// The library takes every "-a" for a Latin plural: "his babcia" became "babcium", "her tia"
// "tium". Only a word its lexicon files as a plural ("criteria", "media") is one.
const latinPlural = (noun: string) => [lexicon[noun] ?? []].flat().includes('Plural');

export const toSingular = remembered((noun) => {
  const lower = noun.toLowerCase();
  const single = transform.noun.toSingular(lower, world.model) || noun;
  return /a$/.test(lower) && /(um|on)$/.test(single) && !latinPlural(lower) ? lower : single;
});

export const toPlural = remembered(
  (noun) => transform.noun.toPlural(noun.toLowerCase(), world.model) || noun,
);

const lexicon = (world.model as { one: { lexicon: Record<string, string | undefined> } }).one
  .lexicon;

/**
 * "the hardest", "the most difficult": the one-word superlative where the library's lexicon knows
 * it as a word, and "most" before the adjective everywhere else ("formidablest" is no word).
 */
export const toSuperlative = remembered((adjective) => {
  const word = adjective.toLowerCase();
  const inflected = transform.adjective.toSuperlative(word, world.model);
  if (!inflected || inflected === word) return `most ${word}`;
  if (lexicon[inflected] === 'Superlative') return inflected;
  // English inflects an adjective of one syllable, or of two ending in "y" ("darkest",
  // "trickiest"), where the lexicon lacks the form; longer ones take "most".
  const syllables = word.match(/[aeiouy]+/g)?.length ?? 1;
  return syllables <= 1 || (syllables === 2 && /[^aeiou]y$/.test(word))
    ? inflected
    : `most ${word}`;
});

const numbers = new Map<string, boolean>();
// A quantifier before the noun is no head of its own: "all the cookies" are cookies.
const QUANTIFIERS = /^(all|each|every|some|any|no|half)$/;
const PLURAL_QUANTIFIERS = /^(both|many|several|few|two|three|four|five|six|seven|eight|nine|ten)$/;

/** Words ending in "-as" that name one thing: "gas", "atlas", "Christmas". */
const ONE_IN_AS =
  /^(gas|atlas|canvas|christmas|texas|pampas|alas|bias|vegas|kansas|arkansas|madras|seas)$/;

/**
 * "the llamas", "the pandas", "the dramas": the tagger reads some plurals of a noun ending in "-a"
 * as one thing, though "koalas" and "pizzas" it knows.
 */
const pluralOfA = (noun: string) => /^\p{L}{2,}[^aeiou]as$/u.test(noun) && !ONE_IN_AS.test(noun);

/**
 * Whether a noun phrase takes a plural verb: "the garden gnomes", "all the cookies", "the kite and
 * the ball"; the head is read by the tagger, before any "of …" ("the box of cookies" is one box).
 */
export function isPlural(phrase: string): boolean {
  const known = numbers.get(phrase);
  if (known !== undefined) return known;
  const words = tagWords(
    phrase.replace(/\s+(?:of|with|from|near|in|on|at|behind|beside)\s.*$/i, ''),
  ).filter((word, index) => index > 0 || !QUANTIFIERS.test(word.normal));
  const plural =
    PLURAL_QUANTIFIERS.test(phrase.split(/\s/)[0]?.toLowerCase() ?? '') ||
    words.some((word) => word.normal === 'and') ||
    (() => {
      // The head closes the first run of nouns after any owner: "the twins next door" are twins,
      // "the cricket club's pavilion keys" are keys.
      const isNoun = (word: TaggedWord) => word.tags.has('Noun') && !word.tags.has('Possessive');
      const owned = words.findLastIndex((word) => word.tags.has('Possessive')) + 1;
      const start = words.findIndex((word, index) => index >= owned && isNoun(word));
      let end = start;
      while (start >= 0 && words[end + 1] && isNoun(words[end + 1] as TaggedWord)) end += 1;
      const head = words[end];
      if (!head) return false;
      // "Tomas", "Inspector Rojas": a name in "-as" is one person.
      const named = /^\p{Lu}/u.test(head.text) || head.tags.has('Person');
      return head.tags.has('Plural') || (!named && pluralOfA(head.normal));
    })();
  numbers.set(phrase, plural);
  return plural;
}

/** A noun phrase with its indefinite article: "an eager kid", "a unicorn". */
export function withArticle(phrase: string): string {
  return indefinite(phrase);
}

/**
 * A noun phrase with "the" for its article: "a clever fox" becomes "the clever fox"; a phrase with
 * a determiner of its own ("all the cookies", "her puppy") keeps it; a name stays a name.
 */
const definites = new Map<string, string>();

export function definite(phrase: string): string {
  const known = definites.get(phrase);
  if (known !== undefined) return known;
  const told = readDefinite(phrase);
  definites.set(phrase, told);
  return told;
}

const OWN_DETERMINERS = /^(all|both|every|each|some|many|no|several|few|two|three|four|five|ten)$/;
/** "washes everything": a word that is its own whole phrase takes no article. */
const WHOLE = /^(every|some|any|no)(thing|one|body|where)$/;

function readDefinite(phrase: string): string {
  const words = tagWords(phrase);
  const first = words[0];
  if (!first) return phrase;
  if (/^(a|an)$/.test(first.normal)) return `the ${phrase.slice(first.text.length).trimStart()}`;
  if (
    OWN_DETERMINERS.test(first.normal) ||
    WHOLE.test(first.normal) ||
    first.tags.has('Determiner') ||
    first.tags.has('Possessive') ||
    // "teddy" typed in lower case is a toy, whatever name the tagger also knows it for.
    (first.tags.has('ProperNoun') && /^\p{Lu}/u.test(first.text))
  )
    return phrase;
  if (/^[A-Z]/.test(phrase) || first.tags.has('Value')) return phrase;
  return `the ${phrase}`;
}
