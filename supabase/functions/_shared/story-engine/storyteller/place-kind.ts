// What a kind of place gives a story (its words, its sights, whether the hero stays put): its own
// file, since place-kinds.ts lists the kinds and the places-*.ts files that write them need the type.
import type { SettingWords, Suspect } from './setting-words.ts';

export interface PlaceKind {
  /** Words an idea uses for this kind of place, or for what is done only there. */
  words: RegExp;
  /** Where the story happens when the idea names no place of its own. */
  place: string;
  /** The idea's own words for such a place, told as the story's place: "bakery", "tea shop". */
  placeWords?: RegExp;
  /** The hero stays in one place rather than travelling through it. */
  still: boolean;
  /**
   * What a hero sets out to do at a still place when the idea says no more than where: "have fun
   * at" a playground, where "do well at", the default, reads like a test.
   */
  aim?: string;
  setting: Partial<SettingWords>;
  /** Who could have done it there, for a mystery: a spaceship has no gardener. */
  suspects?: readonly Suspect[];
}
