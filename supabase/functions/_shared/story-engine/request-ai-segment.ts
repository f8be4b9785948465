// Asks an OpenAI-compatible chat-completions endpoint for the next segment, streaming its words.
// The answer is parsed, repaired where it can be, and retried once when it cannot be used; when the
// retry fails too (an error, silence, garbage or unsafe text), the built-in storyteller tells the part.
import { buildStoryMessages, type ChatMessage } from './build-story-messages.ts';
import {
  checkSegment,
  createSentenceGate,
  describeSafetyRules,
  moderateWithProvider,
  moderationRefuses,
  KIND_ALTERNATIVES,
  ruleBroken,
  type SafetyVerdict,
  type SentenceGate,
} from '../safety/index.ts';
import { AGE_BANDS } from '../age-bands.ts';
import { tellCheckedSegment } from './tell-checked-segment.ts';
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
  /** AI_TIMEOUT_MS: how long the provider may send nothing before it is given up on. */
  timeoutMs?: number;
}

/** A segment and, when the storyteller wrote it because the provider failed, why. */
export type AnsweredSegment = GeneratedSegment & { fallback_reason?: string };

export const DEFAULT_AI_TIMEOUT_MS = 30_000;

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

type RefusedVerdict = Exclude<SafetyVerdict, { ok: true }>;

interface ChatChunk {
  choices?: { delta?: { content?: string | null } }[];
}

interface StreamedAnswer {
  answer: string;
  /** The story text the reader was sent while it streamed. */
  released: string;
  /** Set when a streamed sentence failed the safety gate (or the moderator) and the stream was cut off there. */
  unsafe?: RefusedVerdict | typeof FLAGGED_BY_MODERATION;
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
      .then((scores) => moderationRefuses(scores, request.age) !== null)
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
  const timeoutMs = config.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  let silent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The clock restarts with every piece that arrives: a long answer may stream for a while.
  const waitForMore = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silent = true;
      abort.abort();
    }, timeoutMs);
  };
  waitForMore();
  try {
    return await readCompletion(
      messages,
      config,
      listener,
      gate,
      moderate,
      fetchImpl,
      abort,
      waitForMore,
    );
  } catch (error) {
    abort.abort();
    if (silent) throw new AiProviderError(`The AI provider sent nothing for ${timeoutMs / 1000} s`);
    if (error instanceof AiProviderError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new AiProviderError(`The AI provider could not be reached: ${detail}`);
  } finally {
    clearTimeout(timer);
  }
}

async function readCompletion(
  messages: ChatMessage[],
  config: AiProviderConfig,
  listener: SegmentStreamListener,
  gate: SentenceGate,
  moderate: Moderator,
  fetchImpl: typeof fetch,
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

/** What the model is asked to change when its part is refused: the rule, the words, a kind way instead. */
function rewriteReason(verdict: RefusedVerdict, age: StoryRequest['age']): string {
  const words = verdict.phrase ? ` ("${verdict.phrase}")` : '';
  return `it broke the safety rules: a sentence told ${ruleBroken(verdict.category, age)}${words}. Rewrite that part so it tells what happens without it, for example with ${KIND_ALTERNATIVES[verdict.category]}`;
}

function firmerInstruction(request: StoryRequest, problem: string): string {
  return `Your previous answer could not be used (${problem}). Answer again with valid JSON only, following every rule. The reader is aged ${AGE_BANDS[request.age].label}: keep every sentence, choice and image prompt gentle and fit for them (${describeSafetyRules(request.age)}).`;
}

/**
 * The built-in storyteller's part, shown instead of an AI answer that stayed unusable after a
 * retry; `reason` says why when the provider failed rather than wrote something unsafe.
 */
function tellInstead(
  request: StoryRequest,
  listener: SegmentStreamListener,
  reason: string | null,
): AnsweredSegment {
  listener.onRestart?.();
  const segment = tellCheckedSegment(request);
  if (!segment) throw new AiProviderError('This part could not be written safely for this reader');
  listener.onText?.(segment.segment_text);
  return reason ? { ...segment, fallback_reason: reason } : segment;
}

export async function requestAiSegment(
  request: StoryRequest,
  config: AiProviderConfig,
  listener: SegmentStreamListener = {},
  fetchImpl: typeof fetch = fetch,
): Promise<AnsweredSegment> {
  const messages = buildStoryMessages(request);
  const moderate = moderatorFor(request, config, fetchImpl);
  let lastProblem = '';
  let unsafe = false;
  // A provider that failed is asked the same again; an answer that was unusable, more firmly.
  let providerFailed = false;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      listener.onRestart?.();
      if (!providerFailed)
        messages.push({ role: 'user', content: firmerInstruction(request, lastProblem) });
    }
    const gate = createSentenceGate(request.age);
    let streamed: StreamedAnswer;
    try {
      streamed = await streamCompletion(messages, config, listener, gate, moderate, fetchImpl);
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      providerFailed = true;
      unsafe = false;
      lastProblem = error.message;
      continue;
    }
    providerFailed = false;
    unsafe = Boolean(streamed.unsafe);
    if (streamed.unsafe) {
      lastProblem =
        streamed.unsafe === FLAGGED_BY_MODERATION
          ? `it broke the safety rules: ${FLAGGED_BY_MODERATION}`
          : rewriteReason(streamed.unsafe, request.age);
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
      lastProblem = rewriteReason(rest, request.age);
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
  if (unsafe) return tellInstead(request, listener, null);
  return tellInstead(
    request,
    listener,
    providerFailed ? lastProblem : `The AI answer could not be used: ${lastProblem}`,
  );
}
