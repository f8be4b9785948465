// How bench/storyteller-cast.ts reads the culprit a mystery's ending names: "It was the old cat",
// "The answer was Pepper". A sentence that only compares ("It was darker than Agatha had
// expected") names no one, so a hero in it is not the hero blamed.
import nlp from 'compromise/three';
import { containsStem, sentencesOf } from './storyteller-text.ts';

const CULPRIT_NAMED = /\b(?:it was|the answer was|the culprit was|it had been)\s+([^.,!?;"”]+)/i;

/** Whether the words after "It was" describe how things were rather than name someone. */
function describes(words: string): boolean {
  const first = nlp(words).terms().first();
  return first.has('(#Adjective|#Comparative|#Superlative|#Adverb)') || /^\w+ than\b/i.test(words);
}

/** The culprit the ending names, as written, or null when it names none. */
export function endingCulprit(ending: string): string | null {
  for (const sentence of sentencesOf(ending)) {
    const found = CULPRIT_NAMED.exec(sentence);
    if (found?.[1] && !describes(found[1])) return found[1];
  }
  return null;
}

/** Whether the culprit named is the hero: "Ravi's twin Anika" is Ravi's twin, not Ravi. */
export function blamesHero(culprit: string, hero: string): boolean {
  return containsStem(culprit.replace(/[\p{L}\p{M}-]+['’]s\b/gu, ''), hero);
}
