/**
 * A name's age typed after it, "ayaan (5)" or "Deeqa, 15,": `next` is the word after the name and
 * `gap` what was typed between them. The tagger may read "(6)" as a name of its own: the digits say
 * it is an age.
 */
export function ageAfterName(next: string | undefined, gap: string): boolean {
  if (next === undefined) return false;
  return /^\(\d{1,2}\)$/.test(next) || (/,/.test(gap) && /^\d{1,2}$/.test(next));
}
