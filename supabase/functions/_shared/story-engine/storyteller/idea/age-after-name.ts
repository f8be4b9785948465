import type { TaggedWord } from '../read-english.ts';

// What may come after a bare age and still leave it an age: "bao 6 and his sister", "15 and
// shadowing", "6 years old". "3 wishes" and "2 hours late" count things.
const AFTER_AGE = /^(and|years?|yrs?|yo|with|who|loves|wants|likes|is|has|she|he|but)$/;
const COUNTED =
  /^(minutes?|hours?|days?|weeks?|months?|miles?|km|metres?|meters?|feet|points?|goals?)$/;
const AGE = /^\d{1,2}$/;

/**
 * A name's age typed after it: "ayaan (5)", "Deeqa, 15,", "isla age 6", "Efua shes 5", "Rashed is
 * 15 and", "bao 6 and his sister Mai 4". `following` is the words after the name, lower case, and
 * `gap` what was typed between the name and the first of them. The tagger may read "(6)" as a name
 * of its own: the digits say it is an age.
 */
export function ageAfterName(following: readonly (string | undefined)[], gap: string): boolean {
  const [first = '', second = '', third = ''] = following;
  if (/^\(\d{1,2}\)$/.test(first)) return true;
  // "Fionnuala (16, works there for the summer)": a bracket opened before the age says it too.
  if (AGE.test(first)) return /[,(]/.test(gap) || AFTER_AGE.test(second);
  if (/^(age|aged)$/.test(first)) return AGE.test(second);
  // The tagger reads "she's" as "she" and an empty word: either way the age follows.
  return (
    /^(shes|hes|she's|he's|she|he|is)$/.test(first) && AGE.test(second) && !COUNTED.test(third)
  );
}

/**
 * `ageAfterName` for the tagged word at `index`: its age read from up to three words after it in
 * its own sentence, and what was typed between.
 */
export function agedAt(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index];
  if (word === undefined) return false;
  const following = words
    .slice(index + 1, index + 5)
    .filter((after) => after.text !== '' && after.sentence === word.sentence)
    .slice(0, 3)
    .map((after) => after.text.toLowerCase());
  return ageAfterName(following, 'after' in word ? String(word.after) : ' ');
}
