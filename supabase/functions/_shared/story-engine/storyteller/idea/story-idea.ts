// What the storyteller understood from a child's idea; the steps in this folder each fill part of it.
import type { IdeaCompanion } from './find-companions.ts';
import type { IdeaCulprit } from './find-culprit.ts';
import type { IdeaReveal } from './find-reveal.ts';
import type { IdeaTrouble } from './find-trouble.ts';

export type Pronoun = 'she' | 'he' | 'they';

export interface IdeaWant {
  /** What the hero does about it, as an infinitive phrase: "find", "win", "find out". */
  verb: string;
  /** The thing wanted, without an article: "lost kite", "big race", "how bees make honey". */
  thing: string;
  /** The thing's head noun: "kite", "race"; empty for a question. */
  noun: string;
  /** The want is a question the hero wants answered. */
  question: boolean;
}

export interface StoryIdea {
  heroName: string | null;
  /** The title that came with the name: "Captain", "Detective". */
  heroTitle: string | null;
  heroKind: string | null;
  /** The idea's own word for what the hero is, as typed: "daughter" for a girl. */
  heroKindTyped: string | null;
  heroTraits: string[];
  pronoun: Pronoun | null;
  want: IdeaWant | null;
  /** Where it happens, without an article: "windy hill". */
  place: string | null;
  /** Other named people or creatures in the idea. */
  others: string[];
  /** Who comes along with the hero from the first part: "her puppy", "his little sister Hana". */
  companions: IdeaCompanion[];
  /** What the idea says was found or left behind: "tiny footprints", "a red glove". */
  clue: string | null;
  /** Someone alive the idea says is missing, whom the story finds safe: never taken, never given back. */
  missing: { animal: boolean; bird: boolean } | null;
  /** Who did the deed the story uncovers; never the hero. */
  culprit: IdeaCulprit | null;
  /** Who the idea says did it, when it gives the answer away; the ending names them. */
  reveal: IdeaReveal | null;
  /** The hero is the one the idea says is framed, blamed or accused, clearing their name. */
  framed: boolean;
  /** The hero's own trouble with someone, in an everyday idea: a hurt, a hard step, a habit. */
  trouble: IdeaTrouble | null;
  /** The idea's content nouns in order, singular. */
  nouns: string[];
  /** The idea's own things the story tells otherwise nowhere, with "the": "the bottles". */
  things: string[];
}
