// "she found tiny footprints" and no one named: the one it turns out to be is someone who leaves
// such marks, an animal for paw prints or feathers, a person for boot prints, never a gardener
// leaving tiny footprints. A secret kindness with no clue ("who has been feeding the stray cats")
// was a person's, never the old cat's. The others stay on the list of suspects in the order they
// were drawn.
import type { Suspect } from './setting-words.ts';

const ANIMAL_MARK = /\b(paw|feather|fur|whisker|hoof|claw|tiny|nibbled|dropping|scale|beak)/i;

/** The suspects with the first whose marks are like the clue (or a person's, for a kindness) first. */
export function culpritFittingClue(
  suspects: readonly Suspect[],
  clue: string | null,
  kindness = false,
): Suspect[] {
  if (!clue && !kindness) return [...suspects];
  const animal = clue !== null && ANIMAL_MARK.test(clue);
  const fitting = suspects.findIndex((suspect) => ANIMAL_MARK.test(suspect.trace) === animal);
  if (fitting <= 0) return [...suspects];
  return [suspects[fitting] as Suspect, ...suspects.filter((_, at) => at !== fitting)];
}
