// The ending's last lines: the way the hero mostly chose ("bravely", "by thinking it through") and
// thanks to whoever helped along the way. A bedtime story ends asleep: nothing is said after it.
import type { TakenChoice } from '../follow-path.ts';
import { youngWording } from '../young-wordings.ts';
import { shortReference } from '../short-reference.ts';
import type { Telling } from './telling.ts';

export function tellEnding(telling: Telling): string[] {
  if (telling.world.plot === 'bedtime') return [];
  const counts = new Map<TakenChoice['approach'], number>();
  for (const taken of telling.state.taken)
    counts.set(taken.approach, (counts.get(taken.approach) ?? 0) + 1);
  const [way] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['own'];
  const { ownWay, thanks } = telling.phrases;
  const lines = [`{H} had done it ${telling.world.feeling?.shape.doneBy ?? ownWay[way]}.`];
  const helpers = telling.state.helpers;
  // Shortened for a young reader before the helpers are named, since it is their wording that is kept.
  const thanked = youngWording(thanks, telling.request.age);
  // Each was met in full on the way: "the little boy who fell" is thanked as "the boy".
  const named = helpers.map(shortReference).join(' and ');
  if (helpers.length > 0) lines.push(thanked.replace('{helpers}', named));
  return lines;
}
