// The part a model writes, by any writer of the one story contract (the AI provider behind the
// functions, or the on-device model): the same messages, read through the same safety gate, parsed
// and judged the same way, asked again once when unusable, and told by the storyteller instead when
// the second answer fails too.
import { createSentenceGate, type SentenceGate } from '../safety/index.ts';
import {
  AiProviderError,
  type AnsweredSegment,
  type SegmentStreamListener,
} from './ai-provider/ai-provider.ts';
import { askAgain } from './ai-provider/ask-again.ts';
import type { ReadableJudge, StreamedAnswer } from './ai-provider/create-answer-reader.ts';
import type { Moderator } from './ai-provider/create-moderator.ts';
import { judgeAnswer } from './ai-provider/judge-answer.ts';
import { tellInstead } from './ai-provider/tell-instead.ts';
import { buildStoryMessages, type ChatMessage } from './build-story-messages.ts';
import type { StoryRequest } from './story-request.ts';

/** One answer from a writer, read through the gate; an AiProviderError when the writer failed. */
export type StreamAnswer = (messages: ChatMessage[], gate: SentenceGate) => Promise<StreamedAnswer>;

export interface JudgedWriter {
  stream: StreamAnswer;
  moderate: Moderator;
  /** Recorded as the part's model_used when this writer's answer is kept. */
  model: string;
  /** How the reader is told whose answer could not be used; "The AI answer" unless given. */
  answerOf?: string;
  /** The messages the writer is given, when they differ from the request's own (trimmed to fit a context). */
  messages?: ChatMessage[];
  /** Refuses text that does not read as English (the on-device model's answers). */
  unreadable?: ReadableJudge;
}

export async function writeJudgedSegment(
  request: StoryRequest,
  writer: JudgedWriter,
  listener: SegmentStreamListener = {},
): Promise<AnsweredSegment> {
  const messages = writer.messages ?? buildStoryMessages(request);
  let lastProblem = '';
  let unsafe = false;
  // A writer that failed is asked the same again; an answer that was unusable, more firmly.
  let writerFailed = false;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      listener.onRestart?.();
      if (!writerFailed) messages.push({ role: 'user', content: askAgain(request, lastProblem) });
    }
    const gate = createSentenceGate(request.age);
    let streamed: StreamedAnswer;
    try {
      streamed = await writer.stream(messages, gate);
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      writerFailed = true;
      unsafe = false;
      lastProblem = error.message;
      continue;
    }
    writerFailed = false;
    const judged = await judgeAnswer(streamed, request, gate, writer.moderate, writer.unreadable);
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
    return { ...segment, model_used: writer.model };
  }
  if (unsafe) return tellInstead(request, listener, null);
  return tellInstead(
    request,
    listener,
    writerFailed
      ? lastProblem
      : `${writer.answerOf ?? 'The AI answer'} could not be used: ${lastProblem}`,
  );
}
