// The image prompt of one part: what that part's picture shows, from the part's own plan rather than
// the story's. The hero stands where the path has taken them, beside the newest helper they met (the
// text says the helper walks with them from then on), with the thing this part is about: the clue
// studied in it, or the thing the hero chose to carry. The story's goal comes last, after "about".
import type { StoryRequest } from '../story-request.ts';
import { definite } from './read-english.ts';
import type { StoryWorld } from './build-story-world.ts';
import type { StoryState, TakenChoice } from './follow-path.ts';

function partThing(state: StoryState, taken: TakenChoice | null): string | null {
  if (taken?.approach === 'clever' && taken.object) return `looking at ${taken.object}`;
  const item = state.items[state.items.length - 1];
  return item ? `holding ${item}` : null;
}

// A landmark of the story's place ("the rolling ladder") may name nothing a picture can draw, so the
// story's place follows it; a picture reads the first place it can draw.
function where(world: StoryWorld, state: StoryState): string {
  return state.location && state.location !== world.place
    ? `${state.location} in ${world.place}`
    : world.place;
}

export function writePicturePrompt(
  world: StoryWorld,
  request: StoryRequest,
  state: StoryState,
  taken: TakenChoice | null,
): string {
  const companion = state.helpers[state.helpers.length - 1] ?? definite(world.companion);
  const goal = world.want.question ? world.want.thing : definite(world.want.thing);
  const thing = partThing(state, taken);
  return [
    `${request.options.style} illustration of ${world.heroName} the ${world.heroKind} with ${companion} near ${where(world, state)}`,
    ...(thing ? [thing] : []),
    `about ${goal}`,
    `${world.genre} scene, gentle colours, child-safe, no text`,
  ].join(', ');
}
