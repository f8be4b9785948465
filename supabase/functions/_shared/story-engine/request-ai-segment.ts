// Asks an OpenAI-compatible chat-completions endpoint for the next segment, streaming its words.
// The answer is parsed, repaired where it can be, and retried once when it cannot be used; when the
// retry fails too (an error, silence, garbage or unsafe text), the built-in storyteller tells the part.
// Each step is its own file in ai-provider/; the judging is write-judged-segment's.
import type {
  AiProviderConfig,
  AnsweredSegment,
  SegmentStreamListener,
} from './ai-provider/ai-provider.ts';
import { createModerator } from './ai-provider/create-moderator.ts';
import { streamCompletion } from './ai-provider/stream-completion.ts';
import type { StoryRequest } from './story-request.ts';
import { writeJudgedSegment } from './write-judged-segment.ts';

export function requestAiSegment(
  request: StoryRequest,
  config: AiProviderConfig,
  listener: SegmentStreamListener = {},
  fetchImpl: typeof fetch = fetch,
): Promise<AnsweredSegment> {
  const moderate = createModerator(request, config, fetchImpl);
  return writeJudgedSegment(
    request,
    {
      model: config.model,
      moderate,
      stream: (messages, gate) =>
        streamCompletion(messages, { config, listener, gate, moderate, fetchImpl }),
    },
    listener,
  );
}
