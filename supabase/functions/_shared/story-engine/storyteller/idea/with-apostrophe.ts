// A contraction typed without its apostrophe ("doesnt", "theyre"), written as English writes it,
// by the library's own readings of the contraction.
import nlp from 'compromise/two';
import { lexiconTags } from './lexicon-tags.ts';

// A contraction's first word is a verb before "n't" ("does", "could") and a pronoun or a question
// word before "'re", "'ve", "'m" and "'s" ("they", "that", "what"). "'ll" and "'d" are not mended:
// "shell", "well", "ill" and "wed" are words of their own.
const CONTRACTION_ENDS: readonly { end: string; mended: string; leads: RegExp }[] = [
  { end: 'nt', mended: "n't", leads: /^(Verb|Copula|Modal|Auxiliary)$/ },
  { end: 're', mended: "'re", leads: /^(Pronoun)$/ },
  { end: 've', mended: "'ve", leads: /^(Pronoun|Modal)$/ },
  { end: 'm', mended: "'m", leads: /^(Pronoun)$/ },
  // The lexicon files "there" and "here" as uncountable nouns; a noun's "'s" is a possessive, which
  // the library never expands, so "rice's" is no contraction.
  { end: 's', mended: "'s", leads: /^(Pronoun|QuestionWord|There|Determiner|Uncountable)$/ },
];

/** "doesnt" → "doesn't", "theyre" → "they're"; null when the word is no contraction. */
export function withApostrophe(word: string): string | null {
  if (lexiconTags(word).length > 0) return null;
  for (const { end, mended, leads } of CONTRACTION_ENDS) {
    if (!word.endsWith(end) || word.length <= end.length) continue;
    // Before "'re", "'s" and the rest the lexicon must know the first word ("they", "what"): a
    // look-up, so "adventure" and "gnomes" are never parsed as "adventu're" or "gnome's".
    const stem = word.slice(0, -end.length);
    if (end !== 'nt' && !lexiconTags(stem).some((tag) => leads.test(tag))) continue;
    const candidate = `${stem}${mended}`;
    const [first] = (
      nlp(candidate).json() as { terms: { implicit?: string; tags: string[] }[] }[]
    )[0]?.terms ?? [undefined];
    if (first?.implicit && first.tags.some((tag) => leads.test(tag))) return candidate;
  }
  return null;
}
