// What the earlier choices changed and still shows: where the hero is, who came along, what they
// carry, the clues found or what was learned.
import { partIndexOf } from './part-index-of.ts';
import type { Telling } from './telling.ts';
import { unheardLine } from './unheard-line.ts';

export function tellState(telling: Telling): string[] {
  const { state } = telling;
  const stateLines = telling.phrases.stateLines;
  // Each part takes the next line in turn that the parts before did not tell, and none when all
  // were: a state line told in every part would be a tic.
  const turn = partIndexOf(telling.request);
  const next = (lines: readonly string[]) => {
    const line = unheardLine(lines, turn, telling.heardBefore);
    return line === undefined ? [] : [line];
  };
  const lines: string[] = [];
  const previous = state.taken.slice(0, -1);
  if (state.location && previous.some((t) => t.object === state.location))
    lines.push(...next(stateLines.location));
  if (state.helpers.length > 0 && previous.some((t) => t.approach === 'kind'))
    lines.push(...next(stateLines.helper));
  if (state.items.length > 0 && previous.some((t) => t.approach === 'own'))
    lines.push(...next(stateLines.item));
  if (state.clues > 0 && previous.some((t) => t.approach === 'clever'))
    lines.push(...next(telling.world.plot === 'mystery' ? stateLines.clue : stateLines.learned));
  return lines;
}
