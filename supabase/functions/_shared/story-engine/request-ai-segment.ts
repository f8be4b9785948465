// Asks an OpenAI-compatible chat-completions endpoint for the next segment, streaming its words.
// The answer is parsed, repaired where it can be, and retried once when it cannot be used.
import { buildStoryMessages, type ChatMessage } from './build-story-messages.ts';
import { checkSegment } from '../safety/index.ts';
import { extractStreamingText } from './extract-streaming-text.ts';
import { parseStorySegment } from './parse-story-segment.ts';
import { readSseEvents } from './read-sse-events.ts';
import type { StoryRequest } from './story-request.ts';
import { STORY_SEGMENT_JSON_SCHEMA, type GeneratedSegment } from './story-segment.ts';

export interface AiProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface SegmentStreamListener {
  /** Called with each new piece of story text as the model writes it. */
  onText?: (delta: string) => void;
  /** Called when a rejected answer is thrown away and the text starts again. */
  onRestart?: () => void;
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

interface ChatChunk {
  choices?: { delta?: { content?: string | null } }[];
}

async function streamCompletion(
  messages: ChatMessage[],
  config: AiProviderConfig,
  listener: SegmentStreamListener,
  fetchImpl: typeof fetch,
): Promise<string> {
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
  for await (const event of readSseEvents(response.body)) {
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
      listener.onText?.(text.slice(shown.length));
      shown = text;
    }
  }
  return answer;
}

export async function requestAiSegment(
  request: StoryRequest,
  config: AiProviderConfig,
  listener: SegmentStreamListener = {},
  fetchImpl: typeof fetch = fetch,
): Promise<GeneratedSegment> {
  const messages = buildStoryMessages(request);
  let lastProblem = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      listener.onRestart?.();
      messages.push({
        role: 'user',
        content: `Your previous answer could not be used (${lastProblem}). Answer again with valid JSON only, following every rule.`,
      });
    }
    const answer = await streamCompletion(messages, config, listener, fetchImpl);
    const parsed = parseStorySegment(answer);
    if (!parsed.ok) {
      lastProblem = parsed.reason;
      continue;
    }
    const verdict = checkSegment(parsed.segment, request.age);
    if (!verdict.ok) {
      lastProblem = `it broke the safety rules: ${verdict.category}`;
      continue;
    }
    if (request.finish && !parsed.segment.is_end)
      parsed.segment = { ...parsed.segment, is_end: true, choices: [] };
    return { ...parsed.segment, model_used: config.model };
  }
  throw new AiProviderError(`The AI answer could not be used: ${lastProblem}`);
}
