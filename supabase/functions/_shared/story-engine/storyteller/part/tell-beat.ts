// The plot's beat for this part: the opening, a middle beat in order (a long story repeats the last
// two) or the ending; an idea that is a situation in one place is told where it happens. An
// educational idea about a subject we hold no facts for is told without facts, never with another
// subject's. An everyday, feelings idea is told in its own beats, never a quest's, and a bedtime
// idea around its picture; one lost or shut in finds the way home or out.
import { hashText } from '../../../seeded-random.ts';
import { PLOTS } from '../plot-beats.ts';
import { SITUATION } from '../plots/situation-beats.ts';
import { KIND_SECRET_BEATS } from '../plots/kind-secret-beats.ts';
import { MISSING_ONE_BEATS } from '../plots/missing-one-beats.ts';
import { WAY_HOME_BEATS, isWayWant } from '../plots/way-home-beats.ts';
import { EDUCATIONAL_WITHOUT_FACTS } from '../plots/educational-beats.ts';
import { ideaTopic } from '../facts/facts-about.ts';
import { feelingPlot } from '../feelings/feeling-plot.ts';
import { imageBeats } from '../bedtime/image-beats.ts';
import { fitsAnimal } from '../bedtime/animal-hero.ts';
import type { Telling } from './telling.ts';

function plotOf({ world }: Telling) {
  if (world.feeling) return feelingPlot(world.feeling, world.age);
  if (world.image) return imageBeats(world.image, world.animal !== null, world.age);
  if (world.plot === 'quest' && isWayWant(world.want)) return WAY_HOME_BEATS;
  if (world.still && world.plot === 'quest') return SITUATION;
  if (world.plot === 'educational' && !ideaTopic(world)) return EDUCATIONAL_WITHOUT_FACTS;
  if (world.plot === 'mystery' && world.kindDeed) return KIND_SECRET_BEATS;
  if (world.plot === 'mystery' && world.missing) return MISSING_ONE_BEATS;
  return PLOTS[world.plot];
}

/** The beat's clauses; an animal hero's never give it hands, a pillow or a bed. */
export function tellBeat(telling: Telling, partIndex: number): string[] {
  const clauses = beatOf(telling, partIndex);
  return telling.world.animal ? clauses.filter(fitsAnimal) : clauses;
}

/** "Kwabena is the one who gets framed": the story says so where it begins, and clears him at the end. */
const FRAMED_OPENING = 'Worse, everyone thought {h} had done it.';
const FRAMED_ENDING = 'Nobody blamed {name} any more.';

function beatOf(telling: Telling, partIndex: number): string[] {
  const plot = plotOf(telling);
  const pick = (variants: readonly (readonly string[])[]) => [
    ...(variants[hashText(`${telling.world.seed}|${partIndex}`) % variants.length] ?? []),
  ];
  const { framed } = telling.world;
  if (telling.request.finish) return [...pick(plot.ending), ...(framed ? [FRAMED_ENDING] : [])];
  if (partIndex === 0) {
    const opening = pick(plot.opening);
    // Right after the deed is told, so the blame follows what it is for.
    const deed = opening.findLastIndex((clause) => /\{(taken|gone|vanished)\}/i.test(clause));
    if (framed) opening.splice(deed + 1, 0, FRAMED_OPENING);
    return opening;
  }
  const middle = plot.middle;
  const index =
    partIndex - 1 < middle.length
      ? partIndex - 1
      : middle.length - 2 + ((partIndex - 1 - middle.length) % 2);
  const variants = middle[Math.max(0, index)] ?? middle[0] ?? [];
  if (partIndex - 1 < middle.length || variants.length < 2) return pick(variants);
  // A beat told again takes the other wording from the part two before, which told this beat.
  const choose = (part: number) => hashText(`${telling.world.seed}|${part}`) % variants.length;
  const told = choose(partIndex - 2);
  const chosen = choose(partIndex);
  return [...(variants[chosen === told ? (chosen + 1) % variants.length : chosen] ?? [])];
}
