// What the library's own lexicon files a word as, with no sentence around it: the typing mends ask
// whether "doesnt" or "arjun" is a word the library knows, and as what.
import nlp from 'compromise/two';

/** A term of the library's JSON with where it stands in the text. */
export interface OffsetTerm {
  text: string;
  normal?: string;
  post?: string;
  tags: string[];
  /** The word the library reads where the text abbreviates it: "going" for "gonna". */
  implicit?: string;
  offset: { start: number; length: number };
}

const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, string | string[]> } } })
  .model.one.lexicon;

/** Tags the library's own lexicon gives a word, with no sentence around it. */
export function lexiconTags(word: string): readonly string[] {
  const entry = lexicon[word];
  return entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
}
