// The kinds of place a child's idea can be set in, each with what is seen, heard and met there: a
// show-jumping contest happens at a show ground, not on a beach; a bakery at midnight has ovens,
// not palm trees. A kind is known by the words an idea uses for it; what a kind leaves out comes
// from the genre. A place where the story stays put (a shop, a school, a home) is no journey.
import type { PlaceKind } from './place-kind.ts';
import type { SettingWords } from './setting-words.ts';
import { PARK, PITCH, SEA, SHOW_GROUND, SPACE, ZOO } from './places-outdoors.ts';
import { CAVE, DESERT, JUNGLE, RIVER, WOODS } from './places-wild.ts';
import { UNDERWATER } from './places-underwater.ts';
import { FROZEN } from './places-frozen.ts';
import { CASTLE } from './places-castle.ts';
import { CITY, KITCHEN, OFFICE, STAGE, STATION } from './places-in-town.ts';
import { BOOKS, CARE, HOME, SCHOOL } from './places-indoors.ts';
import { BUS } from './places-aboard.ts';
import { CHURCH, GARDEN, HILLS, VILLAGE } from './places-in-country.ts';
import { FIRE_STATION, SHOP, WORKSHOP } from './places-at-work.ts';

export const PLACE_KINDS: readonly PlaceKind[] = [
  SHOW_GROUND,
  CITY,
  KITCHEN,
  SHOP,
  WORKSHOP,
  FIRE_STATION,
  SCHOOL,
  ZOO,
  PARK,
  GARDEN,
  CHURCH,
  HOME,
  SEA,
  STATION,
  BUS,
  BOOKS,
  CARE,
  STAGE,
  PITCH,
  OFFICE,
  SPACE,
  WOODS,
  JUNGLE,
  RIVER,
  HILLS,
  VILLAGE,
  DESERT,
  FROZEN,
  CAVE,
  UNDERWATER,
  CASTLE,
];

/** Whether the words name a place of a known kind in its own word: "ramen shop", "allotment". */
export const namesPlace = (text: string) =>
  PLACE_KINDS.some((kind) => kind.placeWords?.test(text.toLowerCase()));

const SETTING_FIELDS = ['sights', 'sounds', 'airs', 'landmarks', 'things', 'beings'] as const;

/** The kind whose pattern comes first in the idea, or null. */
function firstKind(text: string, pattern: (kind: PlaceKind) => RegExp | undefined) {
  let found: PlaceKind | null = null;
  let at = Infinity;
  for (const kind of PLACE_KINDS) {
    const words = pattern(kind);
    const index = words ? text.search(words) : -1;
    if (index >= 0 && index < at) {
      found = kind;
      at = index;
    }
  }
  return found;
}

/**
 * The kind of place an idea is set in: the kind whose place the idea names first ("the church
 * bells" beats "a retired librarian", whose job is no place), else the kind whose words come first
 * in it, or a city for a place the idea names by its own name ("through tokyo", "across Europe");
 * null for none.
 */
export function placeKindOf(idea: string, namesAPlace: boolean): PlaceKind | null {
  const text = idea.toLowerCase();
  let found = firstKind(text, (kind) => kind.placeWords) ?? firstKind(text, (kind) => kind.words);
  if (!found && namesAPlace) found = CITY;
  if (!found) return null;
  const setting: Partial<SettingWords> = {};
  for (const field of SETTING_FIELDS)
    if (found.setting[field]) Object.assign(setting, { [field]: found.setting[field] });
  const own = found.placeWords?.exec(text)?.[1];
  return { ...found, place: own ? `the ${own}` : found.place, setting };
}
