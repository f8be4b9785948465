// Reads one sentence with the English NLP library (compromise's tagger): each word with its part of
// speech and, for verbs, the infinitive, so the policy can ask who does what to whom.
import nlp from 'compromise/two';

export interface ReadWord {
  /** Lower case, no punctuation, no possessive 's. */
  normal: string;
  /** The infinitive for a verb ("shot" → "shoot"), else the word itself. */
  lemma: string;
  tags: ReadonlySet<string>;
  possessive: boolean;
}

interface VerbTransform {
  toInfinitive(verb: string, model: unknown, tense?: string): string;
}

// The library types its world as a bare object; its verb transform is documented API.
const world = nlp.world() as {
  model: unknown;
  methods: { two: { transform: { verb: VerbTransform } } };
};
const verbs = world.methods.two.transform.verb;

const TENSES = ['Gerund', 'PastTense', 'Participle', 'PresentTense', 'Infinitive'];

/** Participles the tagger's transform gets wrong ("gone" → "gine"). */
const IRREGULAR: Readonly<Record<string, string>> = { gone: 'go' };

function infinitive(word: string, tags: ReadonlySet<string>): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  // The transform takes a base form ending in "ss" for a third person and drops an s: "will kiss"
  // became "kis", "I miss" "mis", "hiss" "his"; such a word is already its own infinitive.
  if (word.endsWith('ss')) return word;
  for (const tense of TENSES.filter((tag) => tags.has(tag))) {
    const found = verbs.toInfinitive(word, world.model, tense);
    if (found && found !== word) return found;
  }
  return word;
}

/** The sentences of a text, each a list of read words. */
export function readSentences(text: string): ReadWord[][] {
  const sentences = nlp(text).json() as {
    terms: { normal: string; tags: string[]; pre: string; post: string }[];
  }[];
  return sentences.map((sentence) =>
    sentence.terms.flatMap((term) => {
      const tags = new Set(term.tags);
      const possessive = /['’]s$/.test(term.normal) || tags.has('Possessive');
      const normal = term.normal.replace(/['’]s$/, '').replace(/^i['’]m$/, 'i');
      if (!normal) return [];
      const word = {
        normal,
        lemma: tags.has('Verb') ? infinitive(normal, tags) : normal,
        tags,
        possessive,
      };
      // A clause break the tagger keeps as punctuation after a word ("he ran, she hid").
      return /[,;:]/.test(term.post)
        ? [word, { normal: ',', lemma: ',', tags: new Set(['Comma']), possessive: false }]
        : [word];
    }),
  );
}
