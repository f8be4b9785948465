// What the earlier choices changed and still shows: where the hero is, who came along, what they
// carry, the clues found or what was learned.
import type { Telling } from './telling.ts';

export function tellState(telling: Telling): string[] {
  const { state, random } = telling;
  const stateLines = telling.phrases.stateLines;
  const lines: string[] = [];
  const previous = state.taken.slice(0, -1);
  if (state.location && previous.some((t) => t.object === state.location))
    lines.push(random.pick(stateLines.location));
  if (state.helpers.length > 0 && previous.some((t) => t.approach === 'kind'))
    lines.push(random.pick(stateLines.helper));
  if (state.items.length > 0 && previous.some((t) => t.approach === 'own'))
    lines.push(random.pick(stateLines.item));
  if (state.clues > 0 && previous.some((t) => t.approach === 'clever'))
    lines.push(
      random.pick(telling.world.plot === 'mystery' ? stateLines.clue : stateLines.learned),
    );
  return lines;
}
