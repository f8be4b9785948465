// The built-in storyteller's part through the same output gate as any model's. When the gate
// refuses it (a typed idea retold badly: "water gun" told as "the gun"), the part is told again
// from the storyteller's own words without the typed idea, which the storyteller tests keep within
// the gate for every band; null only if that fails too.
import { checkSegment } from '../safety/index.ts';
import type { StoryRequest } from './story-request.ts';
import type { GeneratedSegment } from './story-segment.ts';
import { tellStorySegment } from './storyteller/tell-story-segment.ts';

export function tellCheckedSegment(request: StoryRequest): GeneratedSegment | null {
  const segment = tellStorySegment(request);
  if (checkSegment(segment, request.age).ok) return segment;
  const ownWords = tellStorySegment({ ...request, prompt: '', starting_point: '', characters: [] });
  return checkSegment(ownWords, request.age).ok ? ownWords : null;
}
