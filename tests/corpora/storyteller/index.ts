// Story ideas the storyteller is measured on (bench/storyteller-quality.ts, bench/storyteller-cast.ts):
// varied phrasings, named and picked heroes, questions, mysteries, companions and culprits, each with
// the hero the story must keep, the idea's content nouns (any of which counts as the idea being
// kept) and the cast a reader would expect. The typed ideas are the earlier holdout sets; their
// figures were reported, so they are tuning data now. The holdout set, written apart and never used while
// tuning, lives in holdout/ideas.json when the lead has committed it. A holdout set whose figures were
// reported may wait in measured/ until it joins the typed ideas; nothing reads it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AgeId,
  GenreSlug,
  StoryRequestInput,
} from '../../../supabase/functions/_shared/story-engine/index.ts';
import castIdeas from './cast-ideas.json' with { type: 'json' };
import ideas from './ideas.json' with { type: 'json' };
import typedIdeas from './typed-ideas.json' with { type: 'json' };

export interface StoryIdea {
  prompt: string;
  /** The hero the story must keep: named in the prompt or picked as a character. */
  hero: string;
  nouns: string[];
  characters?: StoryRequestInput['characters'];
  /** The age and genre the idea is told at, where the idea was written for one. */
  age?: AgeId;
  genre?: GenreSlug;
  /** The words a reader expects for each companion named with the hero: "puppy", "Hana". */
  companions?: string[];
  /** Whether the idea is a mystery, whatever its genre. */
  mystery?: boolean;
  /** Who did it, where the idea says: "raccoon". */
  culprit?: string;
}

export const STORY_IDEAS = ideas as StoryIdea[];

/** Ideas written to tune the cast: companions, pets, siblings, culprits, each at its own age and genre. */
export const CAST_IDEAS = castIdeas as StoryIdea[];

/**
 * Ideas as families type them (lower case, pets, siblings, names of every origin), each at its own
 * age and genre: the earlier holdout sets, reported when they were measured, now tuned on.
 */
export const TYPED_IDEAS = typedIdeas as StoryIdea[];

/** The holdout ideas, or null while the set is not committed; read from the repository root. */
export function readHoldoutIdeas(): StoryIdea[] | null {
  const holdout = join(process.cwd(), 'tests/corpora/storyteller/holdout/ideas.json');
  if (!existsSync(holdout)) return null;
  return JSON.parse(readFileSync(holdout, 'utf8')) as StoryIdea[];
}
