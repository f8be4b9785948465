// "Anil and Sunil were not speaking": until they make up, the one the hero has fallen out with is
// in the story but not at the hero's side, so no line has them hug, nod or stay close.
import type { StoryWorld } from '../build-story-world.ts';

/** Whether a line may be told in this part: none with the companion in it while they are apart. */
export function fitsWhileApart(world: StoryWorld, partIndex: number): (line: string) => boolean {
  if (partIndex >= (world.feeling?.apartUntil ?? 0)) return () => true;
  return (line) => !/\{comp\}/i.test(line);
}
