// The built-in storyteller's part through the same output gate as any model's, on the server and
// offline in the browser alike. When the gate refuses it (a typed idea retold badly: "water gun"
// told as "the gun"; one of the storyteller's facts the gate reads as harm), the part is told again
// from the storyteller's own words without the typed idea, which the storyteller tests keep within
// the gate for every band; null only if that fails too. The storyteller is handed in, so the
// browser can fetch it as a chunk of its own that carries neither this gate nor its tables.
import { checkSegment, checkText } from '../safety/index.ts';
import type { StoryRequest } from './story-request.ts';
import type { GeneratedSegment } from './story-segment.ts';
import type { OwnChoiceGate } from './storyteller/follow-path.ts';

/** What a reader is told when neither telling of a part passes the gate. */
export const UNSAFE_PART_MESSAGE = 'This part could not be written safely for this reader';

export type Storyteller = (request: StoryRequest, gate: OwnChoiceGate) => GeneratedSegment;

export function tellCheckedSegment(
  request: StoryRequest,
  tell: Storyteller,
): GeneratedSegment | null {
  const segment = tell(request, checkText);
  if (checkSegment(segment, request.age).ok) return segment;
  const ownWords = tell({ ...request, prompt: '', starting_point: '', characters: [] }, checkText);
  return checkSegment(ownWords, request.age).ok ? ownWords : null;
}
