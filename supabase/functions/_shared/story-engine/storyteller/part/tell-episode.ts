// What the hero does about the chosen choice, told as an event from ages 7–9 up: how they go about
// it, what goes wrong, how it is put right, what it leads to, the companion's help and how it felt.
// The opening part tells how the hero sets out instead. Each step takes a wording the parts before
// did not tell, so no episode is heard twice in a story.
import type { AgeId } from '../../../age-bands.ts';
import { EPISODES, EPISODE_STEPS, type EpisodeKind, type EpisodeStep } from '../episode-phrases.ts';
import { hashText } from '../../../seeded-random.ts';
import { LONG_EPISODE_STEPS, type LongStep } from '../long-episode-phrases.ts';
import { ASKING } from './tell-action.ts';
import { FEELING_EPISODES } from '../feelings/feeling-episodes.ts';
import type { Telling } from './telling.ts';

// Older readers hear more of how it went: a second wording of these steps, never a list of sights.
const TOLD_TWICE: Record<AgeId, readonly EpisodeStep[]> = {
  '4-6': [],
  '7-9': [],
  '10-12': ['trouble'],
  teen: ['how', 'trouble'],
  adult: ['how', 'trouble', 'overcome'],
};

function kindOf(telling: Telling, partIndex: number): EpisodeKind | null {
  const { taken } = telling;
  if (!taken) return partIndex === 0 ? 'opening' : null;
  if (taken.approach === 'kind' && ASKING.test(taken.text.trim())) return 'asking';
  return taken.approach;
}

/**
 * The episode's clauses in the order a part tells them; `echoOf` says in how many parts before a
 * wording's phrases were heard, `fits` whether a wording suits the story (no journey where the hero
 * stays put). Ages 4–6 hear their own short part and get none; an ending tells
 * how the choice went, never what it leads to next.
 */
export function tellEpisode(
  telling: Telling,
  partIndex: number,
  echoOf: (wording: string) => number,
  fits: (wording: string) => boolean,
  inHalf: (wording: string) => boolean = () => true,
): string[] {
  if (telling.request.age === '4-6') return [];
  const kind = kindOf(telling, partIndex);
  if (kind === null) return [];
  const steps = telling.request.finish
    ? EPISODE_STEPS.filter((step) => step !== 'leads' && step !== 'feel')
    : EPISODE_STEPS;
  const clauses: string[] = [];
  const twice = TOLD_TWICE[telling.request.age];
  for (const step of steps) {
    const wanted = twice.includes(step) ? 2 : 1;
    const feeling = telling.world.feeling;
    const wordings = (feeling ? (feeling.shape.episodes ?? FEELING_EPISODES) : EPISODES)[kind][
      step
    ];
    const fitting = telling.random.shuffle(wordings).filter(fits);
    // The story's half for this part, unless that leaves the step untold.
    const halved = fitting.filter(inHalf);
    // Unheard wordings first; one heard in a single part before may come again once the others
    // are told, never one heard in two (a phrase three times in a story reads as a tic). A
    // wording's echo is read only until enough unheard ones are found.
    const unheard: string[] = [];
    const heardOnce: string[] = [];
    for (const wording of halved.length > 0 ? halved : fitting) {
      if (unheard.length === wanted) break;
      const echo = echoOf(wording);
      if (echo === 0) unheard.push(wording);
      else if (echo === 1) heardOnce.push(wording);
    }
    // A feelings story's lines are about the hero's own face and voice: each is told once.
    const again = telling.world.feeling && telling.world.plot !== 'bedtime' ? [] : heardOnce;
    clauses.push(...[...unheard, ...again].slice(0, wanted));
    if (telling.request.options.length !== 'long') continue;
    for (const long of LONG_EPISODE_STEPS.filter((entry) => entry.follows === step)) {
      const wording = longWording(telling, partIndex, kind, long, fits);
      if (wording) clauses.push(wording);
    }
  }
  return clauses;
}

// The story's own rotation through a long step's wordings that fit it, one per part: the same
// wording is never told twice in a story, whatever the parts before it were, so a story with
// fewer fitting wordings than parts leaves the last parts without one. A wording naming where the
// hero is waits for a part where the hero has gone somewhere, or is left out.
function longWording(
  telling: Telling,
  partIndex: number,
  kind: EpisodeKind,
  long: LongStep,
  fits: (wording: string) => boolean,
): string | undefined {
  const fitting = (kind === 'opening' ? long.opening : long.middle).filter(fits);
  if (fitting.length === 0) return undefined;
  const turn = kind === 'opening' ? 0 : partIndex - 1;
  if (turn >= fitting.length) return undefined;
  const start = hashText(`${telling.world.seed}|${long.follows}`);
  const wording = fitting[(start + turn) % fitting.length] as string;
  return telling.state.location !== null || !wording.includes('{location}') ? wording : undefined;
}
