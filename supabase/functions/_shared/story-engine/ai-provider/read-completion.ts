// Reads one streamed chat completion, handing the reader each sentence once the safety gate (and
// the moderator, when there is one) has passed it, and cutting the stream at the first that fails.
import type { SafetyVerdict, SentenceGate } from '../../safety/index.ts';
import type { ChatMessage } from '../build-story-messages.ts';
import { extractStreamingText } from '../extract-streaming-text.ts';
import { readSseEvents } from '../read-sse-events.ts';
import { STORY_SEGMENT_JSON_SCHEMA } from '../story-segment.ts';
import {
  AiProviderError,
  type AiProviderConfig,
  type SegmentStreamListener,
} from './ai-provider.ts';
import { FLAGGED_BY_MODERATION, type Moderator } from './create-moderator.ts';

export type RefusedVerdict = Exclude<SafetyVerdict, { ok: true }>;

export interface StreamedAnswer {
  answer: string;
  /** The story text the reader was sent while it streamed. */
  released: string;
  /** Set when a streamed sentence failed the safety gate (or the moderator) and the stream was cut off there. */
  unsafe?: RefusedVerdict | typeof FLAGGED_BY_MODERATION;
}

export interface CompletionReading {
  config: AiProviderConfig;
  listener: SegmentStreamListener;
  gate: SentenceGate;
  moderate: Moderator;
  fetchImpl: typeof fetch;
}

interface ChatChunk {
  choices?: { delta?: { content?: string | null } }[];
}

export async function readCompletion(
  messages: ChatMessage[],
  { config, listener, gate, moderate, fetchImpl }: CompletionReading,
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
  let answer = '';
  let shown = '';
  let released = '';
  for await (const event of readSseEvents(response.body)) {
    waitForMore();
    if (event.data === '[DONE]') break;
    let chunk: ChatChunk;
    try {
      chunk = JSON.parse(event.data) as ChatChunk;
    } catch {
      throw new AiProviderError('The AI provider sent a malformed stream event');
    }
    answer += chunk.choices?.[0]?.delta?.content ?? '';
    const text = extractStreamingText(answer);
    if (text.length > shown.length && text.startsWith(shown)) {
      const step = gate.push(text.slice(shown.length));
      shown = text;
      if (!step.ok) {
        abort.abort();
        return { answer, released, unsafe: step };
      }
      if (!step.release) continue;
      // Each sentence is judged by the moderator before the reader sees it, not after the part is done.
      if (moderate && (await moderate([step.release]))) {
        abort.abort();
        return { answer, released, unsafe: FLAGGED_BY_MODERATION };
      }
      released += step.release;
      listener.onText?.(step.release);
    }
  }
  return { answer, released };
}
