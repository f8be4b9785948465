// The chosen action and its consequence, from the bank for the choice's approach: asking someone
// brings an answer; with the idea's own companion beside the hero, a kind act leaves the one
// helped behind.
import type { Telling } from './telling.ts';

// Choices that ask someone something rather than do something for them.
export const ASKING = /^(ask|question|talk to|speak to|listen to)\b/i;

export function tellAction(telling: Telling): string[] {
  if (!telling.taken) return [];
  const { approach, text } = telling.taken;
  const variants =
    approach === 'kind' && ASKING.test(text.trim())
      ? telling.phrases.asking
      : approach === 'kind' && telling.world.ownCompanion
        ? telling.phrases.kindTogether
        : telling.phrases.action[approach];
  const young = telling.request.age === '4-6';
  return [...(variants[young || telling.random.next() < 0.5 ? 0 : variants.length - 1] ?? [])];
}
