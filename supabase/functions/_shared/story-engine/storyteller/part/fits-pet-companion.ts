// "Her dog Biscuit went everywhere with her": in a story told as everyday life, a pet goes along,
// looks and keeps close, but never admits, asks, explains, nods or claps; only in a fantasy, a
// silly story or an animal's own story do the animals talk. Whether the companion is a pet is read
// from the words the story brings them in with.
import { isAnimalKind } from '../idea/idea-words.ts';
import type { GenreSlug } from '../../genres.ts';

const TALKING_GENRES = new Set<GenreSlug>(['fantasy-magic', 'epic-fantasy', 'silly', 'sci-fi']);
/** Creatures of make-believe, who talk wherever they go. */
const MADE_UP = /^(dragon|unicorn|dinosaur)$/;
/** What only a person does: speaks, asks, reasons, grins, nods, claps or hugs. */
const PERSON_DEEDS =
  /"|\b(admitted|asked|explained|hear|question|thought|think|tell|said|grinned|grin|smil\w*|laugh\w*|clapped|nodded|nod|cheer|hug|sure|missed it|meant|leaned in|noticed the trouble|mind the wait)\b/i;

/** Whether the companion brought in with these words is a pet in an everyday story. */
export function isPetCompanion(words: string, genre: GenreSlug, animalHero: boolean): boolean {
  if (animalHero || TALKING_GENRES.has(genre)) return false;
  return words
    .toLowerCase()
    .split(/\s+/)
    .some((word) => isAnimalKind(word) && !MADE_UP.test(word));
}

/** A line fits a pet companion when it gives them nothing only a person does. */
export function fitsPetCompanion(line: string): boolean {
  return !/\{comp\}/i.test(line) || !PERSON_DEEDS.test(line);
}
