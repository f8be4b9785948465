// One story told by the built-in storyteller as a reader meets it: each part asked for with the
// last four parts as its history and the choices followed so far as its path, the last part an
// ending. The safety model's training script and the storyteller's tests walk stories this one way.
import {
  parseStoryRequest,
  type AgeId,
  type GeneratedSegment,
  type GenreSlug,
  type StoryRequestInput,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../../supabase/functions/_shared/story-engine/storyteller/index.ts';
import { checkText } from '../../supabase/functions/_shared/safety/index.ts';

export interface StoryWalk {
  age: AgeId;
  genre: GenreSlug;
  /** How many parts the story has, the ending included. */
  parts: number;
  /** The rest of the request: the idea, its characters, a seed or the story's id. */
  request?: Partial<StoryRequestInput>;
  /** Which of a part's choices the reader follows; the first when left out. */
  pick?: (part: number) => number;
}

/** Every part of the story, in order; throws when a part's request is refused. */
export function tellStoryAlongChoices({
  age,
  genre,
  parts,
  request = {},
  pick = () => 0,
}: StoryWalk): GeneratedSegment[] {
  const told: GeneratedSegment[] = [];
  const path: string[] = [];
  let choice = '';
  for (let part = 0; part < parts; part += 1) {
    const parsed = parseStoryRequest({
      age,
      genre,
      ...request,
      history: told.slice(-4).map((segment) => segment.segment_text),
      choice,
      path,
      finish: part === parts - 1,
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const segment = tellStorySegment(parsed.request, checkText);
    told.push(segment);
    if (choice) path.push(choice);
    choice = segment.choices[pick(part)] ?? segment.choices[0] ?? '';
  }
  return told;
}

/**
 * A story of five parts told from a seed, whose reader follows a different choice at each part,
 * turning with the seed, so that stories told from one idea go different ways.
 */
export function tellSeededStory(
  age: AgeId,
  genre: GenreSlug,
  request: Partial<StoryRequestInput>,
  seed: number,
): GeneratedSegment[] {
  return tellStoryAlongChoices({
    age,
    genre,
    parts: 5,
    request: { ...request, seed },
    pick: (part) => (seed + part) % 3,
  });
}

/** Every text a reader of the segment sees: its part, its choices and its picture's prompt. */
export function segmentTexts(segment: GeneratedSegment): string[] {
  return [segment.segment_text, ...segment.choices, segment.image_prompt];
}
