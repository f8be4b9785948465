// The built-in storyteller's part, shown instead of an AI answer that stayed unusable after a retry.
import type { StoryRequest } from '../story-request.ts';
import { tellStorySegment } from '../storyteller/tell-story-segment.ts';
import { tellCheckedSegment, UNSAFE_PART_MESSAGE } from '../tell-checked-segment.ts';
import {
  AiProviderError,
  type AnsweredSegment,
  type SegmentStreamListener,
} from './ai-provider.ts';

/** `reason` says why when the provider failed rather than wrote something unsafe. */
export function tellInstead(
  request: StoryRequest,
  listener: SegmentStreamListener,
  reason: string | null,
): AnsweredSegment {
  listener.onRestart?.();
  const segment = tellCheckedSegment(request, tellStorySegment);
  if (!segment) throw new AiProviderError(UNSAFE_PART_MESSAGE);
  listener.onText?.(segment.segment_text);
  return reason ? { ...segment, fallback_reason: reason } : segment;
}
