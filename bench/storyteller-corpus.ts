// The corpus bench/storyteller-quality.ts measures: whole stories told by the built-in storyteller
// for every age × genre from the idea corpus, every choice of parts 1–4 tried, timed as they are told.
import { performance } from 'node:perf_hooks';
import {
  AGE_IDS,
  GENRE_SLUGS,
  parseStoryRequest,
  type AgeId,
  type GenreSlug,
  type StoryRequestInput,
} from '../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../supabase/functions/_shared/story-engine/storyteller/index.ts';
import { checkText } from '../supabase/functions/_shared/safety/index.ts';
import { STORY_IDEAS, type StoryIdea } from '../tests/corpora/storyteller/index.ts';

export const PARTS = 5;
export type Length = 'short' | 'standard' | 'long';

export interface ToldStory {
  age: AgeId;
  genre: GenreSlug;
  idea: StoryIdea;
  length: Length;
  /** Parts 1..5 and the ending, along the path the bench follows. */
  parts: string[];
  /** For each part with choices: the three continuations and the choices that led to them. */
  branches: { choices: string[]; continuations: string[] }[];
}

/** Parts told and the time they took, wall-clock and CPU. */
export const telling = { parts: 0, wallMs: 0, cpuMs: 0 };

function tell(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const segment = tellStorySegment(parsed.request, checkText);
  const used = process.cpuUsage(cpu);
  telling.wallMs += performance.now() - wall;
  telling.cpuMs += (used.user + used.system) / 1000;
  telling.parts += 1;
  return segment;
}

export function tellStory(
  index: number,
  age: AgeId,
  genre: GenreSlug,
  idea: StoryIdea,
  length: Length,
  tryBranches: boolean,
): ToldStory {
  const base: StoryRequestInput = {
    age,
    genre,
    prompt: idea.prompt,
    characters: idea.characters ?? [],
    options: { length, person: 'third', style: 'storybook' },
    story_id: `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
  };
  const parts: string[] = [];
  const path: string[] = [];
  const branches: ToldStory['branches'] = [];
  let choice = '';
  for (let part = 0; part <= PARTS; part += 1) {
    const segment = tell({
      ...base,
      history: parts.slice(-4),
      choice,
      path,
      finish: part === PARTS,
    } as StoryRequestInput);
    parts.push(segment.segment_text);
    if (part === PARTS) break;
    if (choice) path.push(choice);
    if (tryBranches && part < PARTS - 1 && segment.choices.length === 3) {
      const continuations = segment.choices.map(
        (option) =>
          tell({ ...base, history: parts.slice(-4), choice: option, path } as StoryRequestInput)
            .segment_text,
      );
      branches.push({ choices: segment.choices, continuations });
    }
    choice = segment.choices[(index + part) % 3] ?? segment.choices[0] ?? 'Keep going';
  }
  return { age, genre, idea, length, parts, branches };
}

export function tellCorpus() {
  const stories: ToldStory[] = [];
  const lengthStories: ToldStory[] = [];
  AGE_IDS.forEach((age, ageIndex) =>
    GENRE_SLUGS.forEach((genre, genreIndex) => {
      const cell = ageIndex * GENRE_SLUGS.length + genreIndex;
      for (let k = 0; k < 3; k += 1) {
        const index = cell * 3 + k;
        const idea = STORY_IDEAS[(index * 7 + k) % STORY_IDEAS.length] as StoryIdea;
        stories.push(tellStory(index, age, genre, idea, 'standard', true));
      }
      for (const length of ['short', 'long'] as const) {
        const index = 1000 + cell * 2 + (length === 'long' ? 1 : 0);
        const idea = STORY_IDEAS[index % STORY_IDEAS.length] as StoryIdea;
        lengthStories.push(tellStory(index, age, genre, idea, length, false));
      }
    }),
  );
  return { stories, lengthStories };
}

/** An idea that carries its own age and genre, as the holdout set writes them. */
export interface PlacedIdea extends StoryIdea {
  age: AgeId;
  genre: GenreSlug;
}

/** One whole story per idea, at its own age and genre, every choice of parts 1–4 tried. */
export function tellIdeas(ideas: readonly PlacedIdea[]): ToldStory[] {
  return ideas.map((idea, index) =>
    tellStory(5000 + index, idea.age, idea.genre, idea, 'standard', true),
  );
}
