// Story ideas the storyteller is measured on (bench/storyteller-quality.ts): varied phrasings,
// named and picked heroes, questions, mysteries, each with the hero the story must keep and the
// idea's content nouns, any of which counts as the idea being kept.
import type { StoryRequestInput } from '../../../supabase/functions/_shared/story-engine/index.ts';
import ideas from './ideas.json' with { type: 'json' };

export interface StoryIdea {
  prompt: string;
  /** The hero the story must keep: named in the prompt or picked as a character. */
  hero: string;
  nouns: string[];
  characters?: StoryRequestInput['characters'];
}

export const STORY_IDEAS = ideas as StoryIdea[];
