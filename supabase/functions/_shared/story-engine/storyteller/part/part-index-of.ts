// Which part of the story a request asks for, counted from 0: from the path of choices taken,
// else from how many parts came before.
import type { StoryRequest } from '../../story-request.ts';

export function partIndexOf(request: StoryRequest): number {
  if (request.path.length > 0) return request.path.length + (request.choice.trim() ? 1 : 0);
  return request.history.length;
}
