import type { DeviceStoryWriter, FindDeviceStoryWriter } from '@/lib/device-story-writer';
import { functionUrl, type FunctionsEndpoint } from '@/lib/functions-endpoint';
import { grownUpProofHeaders } from '@/lib/grown-up-proof';
import { aiServiceReachable } from './ai-service-reachable';
import { readSseEvents } from '@shared/story-engine/read-sse-events.ts';
import { checkFields, storyRequestFields } from '@shared/safety/index.ts';
import {
  tellCheckedSegment,
  UNSAFE_PART_MESSAGE,
} from '@shared/story-engine/tell-checked-segment.ts';
import {
  parseStoryRequest,
  STORYTELLER_MODEL,
  type GeneratedSegment,
  type StoryRequestInput,
} from '@shared/story-engine/index.ts';

/**
 * The storyteller and its NLP library are a chunk of their own, fetched only when a story is
 * written. It does not carry the safety gate: this module has the gate already, to check what was
 * typed, and checks the storyteller's part with it as the functions do.
 */
const loadStoryteller = () => import('@shared/story-engine/storyteller/index.ts');

export interface GenerateSegmentOptions {
  endpoint: FunctionsEndpoint | null;
  online: boolean;
  /** This device's model, which writes instead of the storyteller, and of the AI service when the reader chose it. */
  findDeviceWriter?: FindDeviceStoryWriter;
  /** Receives the story text as it is written; `restart` means throw away what was shown. */
  onText?: (text: string) => void;
  signal?: AbortSignal;
}

export type SegmentSource = 'ai' | 'device' | 'storyteller';

export interface GeneratedStorySegment extends GeneratedSegment {
  source: SegmentSource;
  /** The on-device model's name, when it wrote this segment or was asked to. */
  deviceModel?: string;
  /** Why the built-in storyteller wrote this segment instead of the AI, when it did. */
  fallbackReason?: string;
}

export class StoryRequestError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'StoryRequestError';
  }
}

/** The server refused to start a new story: the reader's monthly stories are used up. */
export class StoryLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoryLimitError';
  }
}

async function tellLocally(
  input: StoryRequestInput,
  onText: GenerateSegmentOptions['onText'],
  fallbackReason?: string,
): Promise<GeneratedStorySegment> {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new StoryRequestError(parsed.message, parsed.field);
  const { tellStorySegment } = await loadStoryteller();
  const segment = tellCheckedSegment(parsed.request, tellStorySegment);
  if (!segment) throw new Error(UNSAFE_PART_MESSAGE);
  onText?.(segment.segment_text);
  return { ...segment, source: 'storyteller', ...(fallbackReason ? { fallbackReason } : {}) };
}

/** The on-device model's part; the storyteller's when the model's answers could not be used. */
async function writeWithDevice(
  writer: DeviceStoryWriter,
  input: StoryRequestInput,
  options: GenerateSegmentOptions,
): Promise<GeneratedStorySegment> {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new StoryRequestError(parsed.message, parsed.field);
  let text = '';
  const { fallback_reason: fallbackReason, ...segment } = await writer.write(
    parsed.request,
    {
      onText: (delta) => options.onText?.((text += delta)),
      onRestart: () => options.onText?.((text = '')),
    },
    options.signal,
  );
  return {
    ...segment,
    source: segment.model_used === STORYTELLER_MODEL ? 'storyteller' : 'device',
    deviceModel: writer.name,
    ...(fallbackReason ? { fallbackReason } : {}),
  };
}

async function streamFromFunction(
  input: StoryRequestInput,
  endpoint: FunctionsEndpoint,
  options: GenerateSegmentOptions,
): Promise<GeneratedStorySegment> {
  const response = await fetch(functionUrl(endpoint, 'generate-story'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      apikey: endpoint.anonKey,
      Authorization: `Bearer ${endpoint.accessToken ?? endpoint.anonKey}`,
      ...(endpoint.visitorId ? { 'X-Visitor-Id': endpoint.visitorId } : {}),
      ...grownUpProofHeaders(),
    },
    body: JSON.stringify(input),
    signal: options.signal,
  });
  if (response.status === 400) {
    const body = (await response.json()) as { error: string; field?: string };
    throw new StoryRequestError(body.error, body.field ?? 'body');
  }
  if (response.status === 402) {
    const body = (await response.json()) as { error: string };
    throw new StoryLimitError(body.error);
  }
  if (!response.ok || !response.body)
    throw new Error(`The story service answered ${response.status}`);
  let text = '';
  for await (const event of readSseEvents(response.body)) {
    const data = JSON.parse(event.data) as {
      text?: string;
      error?: string;
      fallback_reason?: string;
    } & GeneratedSegment;
    if (event.event === 'delta' && data.text) {
      text += data.text;
      options.onText?.(text);
    } else if (event.event === 'restart') {
      text = '';
      options.onText?.('');
    } else if (event.event === 'error') {
      throw new Error(data.error ?? 'Story generation failed');
    } else if (event.event === 'segment') {
      const { fallback_reason: fallbackReason, ...segment } = data;
      return {
        ...segment,
        source: data.model_used === 'storycanvas-storyteller' ? 'storyteller' : 'ai',
        ...(fallbackReason ? { fallbackReason } : {}),
      };
    }
  }
  throw new Error('The story service ended without a segment');
}

/** The input gate on the device: what was typed is judged for the reader before anything is asked or saved. */
function checkTypedFields(input: StoryRequestInput): void {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new StoryRequestError(parsed.message, parsed.field);
  const typed = checkFields(storyRequestFields(parsed.request), parsed.request.age);
  if (!typed.ok) throw new StoryRequestError(typed.message, typed.field);
}

/**
 * The next segment of a story: by this device's model when it keeps one and no AI service is
 * reachable (offline, or none configured on the stack), or the reader chose it; otherwise from the
 * generate-story function when online, and offline by the built-in storyteller here; and by the
 * storyteller when the service fails, so a reader is never stuck.
 */
export async function generateSegment(
  input: StoryRequestInput,
  options: GenerateSegmentOptions,
): Promise<GeneratedStorySegment> {
  checkTypedFields(input);
  const writer = await options.findDeviceWriter?.({
    storyId: input.story_id,
    aiServiceReachable: aiServiceReachable(options.online, options.endpoint),
  });
  if (writer) {
    try {
      return await writeWithDevice(writer, input, options);
    } catch (error) {
      // A model that cannot run (out of memory, its engine gone offline) leaves the part to the
      // storyteller, as the AI path does, so a reader is never stuck.
      if (error instanceof StoryRequestError || options.signal?.aborted) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      return await tellLocally(
        input,
        options.onText,
        `this device's model could not run: ${detail}`,
      );
    }
  }
  if (!options.online || !options.endpoint) return tellLocally(input, options.onText);
  try {
    return await streamFromFunction(input, options.endpoint, options);
  } catch (error) {
    if (error instanceof StoryRequestError || error instanceof StoryLimitError) throw error;
    if (options.signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : 'The story service is unavailable';
    return await tellLocally(input, options.onText, reason);
  }
}
