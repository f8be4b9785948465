// The names a joined sentence keeps capitalised: the hero's, the picked characters', the idea's.
import type { StoryRequest } from '../../story-request.ts';
import type { StoryWorld } from '../build-story-world.ts';
import { untitled } from '../idea/untitled.ts';

const ARTICLES = new Set(['the', 'a', 'an']);

// A story's world is built once from its idea and characters, so its names are read once too.
const named = new WeakMap<StoryWorld, ReadonlySet<string>>();

export function namesOf(world: StoryWorld, request: StoryRequest): ReadonlySet<string> {
  const known = named.get(world);
  if (known) return known;
  const given = [
    world.heroName,
    world.companion,
    ...request.characters.map((character) => character.name),
    // "A Story For My Granddaughter": a title-cased idea's "For" and "The" are no names; nor is
    // "Title: The Library Sleepover Mystery"'s "The" after its colon.
    ...(untitled(request.prompt).match(/(?<=[^.!?\s]\s+)\p{Lu}[\p{L}\p{M}\d’'-]*/gu) ?? []).filter(
      (word) => !ARTICLES.has(word.toLowerCase()),
    ),
  ];
  const names = new Set(
    given.flatMap((name) => name.split(/\s+/)).filter((word) => /^\p{Lu}/u.test(word)),
  );
  named.set(world, names);
  return names;
}
