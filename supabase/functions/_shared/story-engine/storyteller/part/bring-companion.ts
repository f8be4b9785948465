// The companion in every part: met in the first right after the hero is, and, where a part's beat
// leaves them out, beside the hero just after the chosen action (a different line for each choice,
// so sibling parts do not share it, and for each part, so a story does not repeat it).
import type { TakenChoice } from '../follow-path.ts';
import type { Telling } from './telling.ts';
import { unheardLine } from './unheard-line.ts';
import { fitsAnimal } from '../bedtime/animal-hero.ts';
import { fitsPetCompanion } from './fits-pet-companion.ts';
import { fitsWhileApart } from '../feelings/fits-while-apart.ts';

const APPROACH_ORDER: readonly TakenChoice['approach'][] = ['brave', 'clever', 'kind', 'own'];

export function bringCompanion(
  telling: Telling,
  partIndex: number,
  clauses: string[],
  after: number,
): string[] {
  if (clauses.some((clause) => /\{comp\}/i.test(clause))) return clauses;
  const { intro } = telling.phrases.companion;
  // Nobody holds a bunny's hand.
  const along = telling.phrases.companion.along.filter(
    (line) =>
      (!telling.world.animal || fitsAnimal(line)) &&
      (!telling.world.petCompanion || fitsPetCompanion(line)),
  );
  if (partIndex === 0) {
    const hero = clauses.findIndex((clause) => /\{(name|h)\}/i.test(clause));
    return [...clauses.slice(0, hero + 1), intro, ...clauses.slice(hero + 1)];
  }
  const approach = APPROACH_ORDER.indexOf(telling.taken?.approach ?? 'own');
  const start = partIndex + 2 * approach;
  const line =
    unheardLine(along, start, telling.heardBefore, telling.world.companion) ??
    (along[start % along.length] as string);
  if (!fitsWhileApart(telling.world, partIndex)(line)) return clauses;
  return [...clauses.slice(0, after), line, ...clauses.slice(after)];
}
