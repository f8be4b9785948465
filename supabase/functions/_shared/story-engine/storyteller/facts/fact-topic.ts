// A school subject an educational story can teach: the words that name it in an idea, facts at two
// reading levels, and the answer the story ends on.
export interface FactTopic {
  /** The nouns that name the subject in an idea, singular and plural: "heart", "volcanoes". */
  words: readonly string[];
  /** Told at 4–6 and 7–9: at most ten plain words each, in the order a child would learn them. */
  young: readonly string[];
  /** Told from 10–12 up: at most twenty words, with the subject's own terms. */
  older: readonly string[];
  answer: string;
  /** The answer told where the whole one is longer than a sentence of the band, in short ones. */
  youngAnswer: string;
}
