// The names a joined sentence keeps capitalised: the hero's, the picked characters', the idea's.
import type { StoryRequest } from '../../story-request.ts';
import type { StoryWorld } from '../build-story-world.ts';

export function namesOf(world: StoryWorld, request: StoryRequest): Set<string> {
  const given = [
    world.heroName,
    world.companion,
    ...request.characters.map((character) => character.name),
    ...(request.prompt.match(/(?<=[^.!?\s]\s+)\p{Lu}[\p{L}\p{M}\d’'-]*/gu) ?? []),
  ];
  return new Set(
    given.flatMap((name) => name.split(/\s+/)).filter((word) => /^\p{Lu}/u.test(word)),
  );
}
