// Asks an OpenAI-compatible chat-completions endpoint for the next segment, streaming its words.
// The answer is parsed, repaired where it can be, and retried once when it cannot be used.
import { buildStoryMessages, type ChatMessage } from './build-story-messages.ts';
import {
  checkSegment,
  createSentenceGate,
  describeSafetyRules,
  moderateWithProvider,
  moderationRefuses,
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
  /** The story text the reader was sent while it streamed. */
  released: string;
  /** Set when a streamed sentence failed the safety gate and the stream was cut off there. */
  unsafe?: string;
}

/** Whether the provider's moderator keeps any of these texts from the reader; null when it is off. */
type Moderator = ((texts: readonly string[]) => Promise<boolean>) | null;

const FLAGGED_BY_MODERATION = 'flagged by moderation';

function moderatorFor(request: StoryRequest, config: AiProviderConfig, fetchImpl: typeof fetch) {
  const model = config.moderationModel;
  if (!model) return null;
  // A moderator that cannot answer is read as a refusal: the storyteller's part is safer than an unjudged one.
  return (texts: readonly string[]) =>
    moderateWithProvider(
      texts,
      { baseUrl: config.baseUrl, apiKey: config.apiKey, model },
      fetchImpl,
    )
      .then((categories) => moderationRefuses(categories, request.age))
      .catch(() => true);
}

async function streamCompletion(
  messages: ChatMessage[],
  config: AiProviderConfig,
  listener: SegmentStreamListener,
  gate: SentenceGate,
  moderate: Moderator,
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
  let released = '';
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
        return { answer, released, unsafe: step.category };
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
  const moderate = moderatorFor(request, config, fetchImpl);
  let lastProblem = '';
  let unsafe = false;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      listener.onRestart?.();
      messages.push({ role: 'user', content: firmerInstruction(request, lastProblem) });
    }
    const gate = createSentenceGate(request.age);
    const streamed = await streamCompletion(messages, config, listener, gate, moderate, fetchImpl);
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
    const rest = verdict.ok ? gate.finish() : verdict;
    if (!rest.ok) {
      unsafe = true;
      lastProblem = `it broke the safety rules: ${rest.category}`;
      continue;
    }
    const { segment_text, choices, image_prompt } = parsed.segment;
    const unjudged =
      streamed.released + rest.release === segment_text ? rest.release : segment_text;
    if (moderate && (await moderate([unjudged, ...choices, image_prompt]))) {
      unsafe = true;
      lastProblem = `it broke the safety rules: ${FLAGGED_BY_MODERATION}`;
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
