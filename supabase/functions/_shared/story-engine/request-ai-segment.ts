// Asks an OpenAI-compatible chat-completions endpoint for the next segment, streaming its words.
// The answer is parsed, repaired where it can be, and retried once when it cannot be used; when the
// retry fails too (an error, silence, garbage or unsafe text), the built-in storyteller tells the part.
// Each step is its own file in ai-provider/.
import { createSentenceGate } from '../safety/index.ts';
import { buildStoryMessages } from './build-story-messages.ts';
import {
  AiProviderError,
  type AiProviderConfig,
  type AnsweredSegment,
  type SegmentStreamListener,
} from './ai-provider/ai-provider.ts';
import { askAgain } from './ai-provider/ask-again.ts';
import { createModerator } from './ai-provider/create-moderator.ts';
import { judgeAnswer } from './ai-provider/judge-answer.ts';
import type { StreamedAnswer } from './ai-provider/read-completion.ts';
import { streamCompletion } from './ai-provider/stream-completion.ts';
import { tellInstead } from './ai-provider/tell-instead.ts';
import type { StoryRequest } from './story-request.ts';

export async function requestAiSegment(
  request: StoryRequest,
  config: AiProviderConfig,
  listener: SegmentStreamListener = {},
  fetchImpl: typeof fetch = fetch,
): Promise<AnsweredSegment> {
  const messages = buildStoryMessages(request);
  const moderate = createModerator(request, config, fetchImpl);
  let lastProblem = '';
  let unsafe = false;
  // A provider that failed is asked the same again; an answer that was unusable, more firmly.
  let providerFailed = false;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      listener.onRestart?.();
      if (!providerFailed) messages.push({ role: 'user', content: askAgain(request, lastProblem) });
    }
    const gate = createSentenceGate(request.age);
    let streamed: StreamedAnswer;
    try {
      streamed = await streamCompletion(messages, { config, listener, gate, moderate, fetchImpl });
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      providerFailed = true;
      unsafe = false;
      lastProblem = error.message;
      continue;
    }
    providerFailed = false;
    const judged = await judgeAnswer(streamed, request, gate, moderate);
    if (!judged.ok) {
      unsafe = judged.unsafe;
      lastProblem = judged.problem;
      continue;
    }
    if (judged.release) listener.onText?.(judged.release);
    const segment =
      request.finish && !judged.segment.is_end
        ? { ...judged.segment, is_end: true, choices: [] }
        : judged.segment;
    return { ...segment, model_used: config.model };
  }
  if (unsafe) return tellInstead(request, listener, null);
  return tellInstead(
    request,
    listener,
    providerFailed ? lastProblem : `The AI answer could not be used: ${lastProblem}`,
  );
}
