// The chosen action and its consequence, from the bank for the choice's approach; with the idea's
// own companion beside the hero, a kind act leaves the one helped behind.
import type { Telling } from './telling.ts';

export function tellAction(telling: Telling): string[] {
  if (!telling.taken) return [];
  const variants =
    telling.taken.approach === 'kind' && telling.world.ownCompanion
      ? telling.phrases.kindTogether
      : telling.phrases.action[telling.taken.approach];
  const young = telling.request.age === '4-6';
  return [...(variants[young || telling.random.next() < 0.5 ? 0 : variants.length - 1] ?? [])];
}
