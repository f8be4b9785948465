// The storyteller's one door to the English NLP library (compromise, its part-of-speech tagger):
// tagged words of a text, verb forms and singular nouns. Everything else speaks in these terms.
import nlp from 'compromise/two';

export interface TaggedWord {
  text: string;
  /** Lower case, punctuation and curly apostrophes removed. */
  normal: string;
  tags: ReadonlySet<string>;
  /** Index of the sentence the word belongs to. */
  sentence: number;
}

interface Transform {
  verb: {
    conjugate(infinitive: string, model: unknown): Record<string, string | undefined>;
    toInfinitive(verb: string, model: unknown, tense?: string): string;
  };
  noun: { toSingular(noun: string, model: unknown): string };
}

// The library types its world as a bare object; its verb and noun transforms are documented API.
const world = nlp.world() as { model: unknown; methods: { two: { transform: Transform } } };
const transform = world.methods.two.transform;

export function tagWords(text: string): TaggedWord[] {
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

const TENSES = ['PastTense', 'PresentTense', 'Gerund', 'Infinitive'] as const;

export function toInfinitive(verb: string): string {
  const word = verb.toLowerCase();
  const tense = /ing$/.test(word)
    ? 'Gerund'
    : /ed$/.test(word)
      ? 'PastTense'
      : /s$/.test(word)
        ? 'PresentTense'
        : undefined;
  for (const guess of tense ? [tense] : TENSES) {
    const infinitive = transform.verb.toInfinitive(word, world.model, guess);
    if (infinitive) return infinitive;
  }
  return word;
}

export function toPastTense(infinitive: string): string {
  return transform.verb.conjugate(infinitive.toLowerCase(), world.model).PastTense ?? infinitive;
}

export function toGerund(infinitive: string): string {
  return transform.verb.conjugate(infinitive.toLowerCase(), world.model).Gerund ?? infinitive;
}

export function toSingular(noun: string): string {
  return transform.noun.toSingular(noun.toLowerCase(), world.model) || noun;
}

/** "stolen", "swapped": the form after "had". */
export function toParticiple(infinitive: string): string {
  const forms = transform.verb.conjugate(infinitive.toLowerCase(), world.model);
  return forms.Participle ?? forms.PastTense ?? infinitive;
}
