// Asks an OpenAI-compatible chat-completions endpoint for the next segment, streaming its words.
// The answer is parsed, repaired where it can be, and retried once when it cannot be used.
import { buildStoryMessages, type ChatMessage } from './build-story-messages.ts';
import {
  checkSegment,
  createSentenceGate,
  describeSafetyRules,
  moderateWithProvider,
  type SentenceGate,
} from '../safety/index.ts';
import { AGE_BANDS } from './age-bands.ts';
import { tellStorySegment } from './storyteller/tell-story-segment.ts';
import { extractStreamingText } from './extract-streaming-text.ts';
import { parseStorySegment } from './parse-story-segment.ts';
import { readSseEvents } from './read-sse-events.ts';
import type { StoryRequest } from './story-request.ts';
import { STORY_SEGMENT_JSON_SCHEMA, type GeneratedSegment } from './story-segment.ts';

export interface AiProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** AI_MODERATION_MODEL: asks the provider's /moderations endpoint for a second opinion. */
  moderationModel?: string;
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

interface StreamedAnswer {
  answer: string;
  /** Set when a streamed sentence failed the safety gate and the stream was cut off there. */
  unsafe?: string;
}

async function streamCompletion(
  messages: ChatMessage[],
  config: AiProviderConfig,
  listener: SegmentStreamListener,
  gate: SentenceGate,
  fetchImpl: typeof fetch,
): Promise<StreamedAnswer> {
  const abort = new AbortController();
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
      const step = gate.push(text.slice(shown.length));
      shown = text;
      if (!step.ok) {
        abort.abort();
        return { answer, unsafe: step.category };
      }
      if (step.release) listener.onText?.(step.release);
    }
  }
  return { answer };
}

function firmerInstruction(request: StoryRequest, problem: string): string {
  return `Your previous answer could not be used (${problem}). Answer again with valid JSON only, following every rule. The reader is aged ${AGE_BANDS[request.age].label}: keep every sentence, choice and image prompt gentle and fit for them (${describeSafetyRules(request.age)}).`;
}

/** The built-in storyteller's part, shown instead of an AI answer that stayed unsafe after a retry. */
function tellInstead(request: StoryRequest, listener: SegmentStreamListener): GeneratedSegment {
  listener.onRestart?.();
  const segment = tellStorySegment(request);
  const verdict = checkSegment(segment, request.age);
  if (!verdict.ok)
    throw new AiProviderError('This part could not be written safely for this reader');
  listener.onText?.(segment.segment_text);
  return segment;
}

export async function requestAiSegment(
  request: StoryRequest,
  config: AiProviderConfig,
  listener: SegmentStreamListener = {},
  fetchImpl: typeof fetch = fetch,
): Promise<GeneratedSegment> {
  const messages = buildStoryMessages(request);
  let lastProblem = '';
  let unsafe = false;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      listener.onRestart?.();
      messages.push({ role: 'user', content: firmerInstruction(request, lastProblem) });
    }
    const gate = createSentenceGate(request.age);
    const streamed = await streamCompletion(messages, config, listener, gate, fetchImpl);
    unsafe = Boolean(streamed.unsafe);
    if (streamed.unsafe) {
      lastProblem = `it broke the safety rules: ${streamed.unsafe}`;
      continue;
    }
    const parsed = parseStorySegment(streamed.answer);
    if (!parsed.ok) {
      lastProblem = parsed.reason;
      continue;
    }
    const verdict = checkSegment(parsed.segment, request.age);
    const flagged =
      verdict.ok && config.moderationModel
        ? await moderateWithProvider(
            [parsed.segment.segment_text, ...parsed.segment.choices, parsed.segment.image_prompt],
            { baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.moderationModel },
            fetchImpl,
          ).catch(() => true)
        : false;
    const rest = verdict.ok && !flagged ? gate.finish() : null;
    if (!rest?.ok) {
      unsafe = true;
      lastProblem = `it broke the safety rules: ${verdict.ok ? 'flagged by moderation' : verdict.category}`;
      continue;
    }
    if (rest.release) listener.onText?.(rest.release);
    if (request.finish && !parsed.segment.is_end)
      parsed.segment = { ...parsed.segment, is_end: true, choices: [] };
    return { ...parsed.segment, model_used: config.model };
  }
  if (unsafe) return tellInstead(request, listener);
  throw new AiProviderError(`The AI answer could not be used: ${lastProblem}`);
}
