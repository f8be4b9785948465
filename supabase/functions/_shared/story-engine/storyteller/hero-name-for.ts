// The name the storyteller gives a hero the idea tells only by kind: one families give a girl for
// "a grown daughter", a boy for "a grown son", so the name never says otherwise than "he" or "she".
import type { SeededRandom } from '../../seeded-random.ts';
import { HERO_NAMES } from './hero-names.ts';
import type { Pronoun } from './understand-idea.ts';

const GIVEN_TO: Record<Exclude<Pronoun, 'they'>, ReadonlySet<string>> = {
  she: new Set(['Mia', 'Ava', 'Nora', 'Zara', 'Ruby', 'Iris']),
  he: new Set(['Leo', 'Sam', 'Finn', 'Theo', 'Kai', 'Omar']),
};

export function heroNameFor(pronoun: Pronoun | null, random: SeededRandom): string {
  const given = pronoun && pronoun !== 'they' ? GIVEN_TO[pronoun] : null;
  return random.pick(given ? HERO_NAMES.filter((name) => given.has(name)) : HERO_NAMES);
}
