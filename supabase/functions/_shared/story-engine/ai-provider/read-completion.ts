// Reads one streamed chat completion, handing the reader each sentence once the safety gate (and
// the moderator, when there is one) has passed it, and cutting the stream at the first that fails.
import type { ChatMessage } from '../build-story-messages.ts';
import { readSseEvents } from '../read-sse-events.ts';
import { STORY_SEGMENT_JSON_SCHEMA } from '../story-segment.ts';
import { AiProviderError, type AiProviderConfig } from './ai-provider.ts';
import {
  createAnswerReader,
  type AnswerJudges,
  type StreamedAnswer,
} from './create-answer-reader.ts';

export type { RefusedVerdict, StreamedAnswer } from './create-answer-reader.ts';

export interface CompletionReading extends AnswerJudges {
  config: AiProviderConfig;
  fetchImpl: typeof fetch;
}

interface ChatChunk {
  choices?: { delta?: { content?: string | null } }[];
}

export async function readCompletion(
  messages: ChatMessage[],
  { config, fetchImpl, ...judges }: CompletionReading,
  abort: AbortController,
  waitForMore: () => void,
): Promise<StreamedAnswer> {
  const response = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      messages,
      stream: true,
      temperature: 0.9,
      response_format: { type: 'json_schema', json_schema: STORY_SEGMENT_JSON_SCHEMA },
    }),
    signal: abort.signal,
  });
  if (!response.ok || !response.body) {
    const detail = await response.text().catch(() => '');
    throw new AiProviderError(
      `The AI provider answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`,
      response.status,
    );
  }
  const reader = createAnswerReader(judges);
  for await (const event of readSseEvents(response.body)) {
    waitForMore();
    if (event.data === '[DONE]') break;
    let chunk: ChatChunk;
    try {
      chunk = JSON.parse(event.data) as ChatChunk;
    } catch {
      throw new AiProviderError('The AI provider sent a malformed stream event');
    }
    if (!(await reader.push(chunk.choices?.[0]?.delta?.content ?? ''))) {
      abort.abort();
      break;
    }
  }
  return reader.read();
}
