// One answer from the on-device model, read piece by piece through the answer reader (the safety
// gate), stopped at the first refused sentence, at the time limit, or when the reader cancels.
import { AiProviderError } from '@shared/story-engine/ai-provider/ai-provider.ts';
import type {
  AnswerReader,
  StreamedAnswer,
} from '@shared/story-engine/ai-provider/create-answer-reader.ts';
import type { ChatMessage } from '@shared/story-engine/build-story-messages.ts';
import type { boundedSegmentSchema } from '@shared/story-engine/bounded-segment-schema.ts';
import type { CountTokens } from './fit-story-request';

export interface DeviceAnswerChunk {
  choices: { delta?: { content?: string | null } }[];
}

/** What the writer asks of the model: @wllama/wllama's chat completion, in its OpenAI shape. */
export interface DeviceCompletion {
  messages: ChatMessage[];
  response_format: {
    type: 'json_schema';
    json_schema: ReturnType<typeof boundedSegmentSchema>;
  };
  max_tokens: number;
  temperature: number;
  abortSignal: AbortSignal;
}

/** The loaded model as the writer sees it. */
export interface DeviceModel {
  name: string;
  contextTokens: number;
  timeLimitMs: number;
  countTokens: CountTokens;
  complete(completion: DeviceCompletion): Promise<AsyncIterable<DeviceAnswerChunk>>;
}

export interface DeviceAnswerRequest {
  messages: ChatMessage[];
  schema: ReturnType<typeof boundedSegmentSchema>;
  maxTokens: number;
  timeLimitMs: number;
  reader: AnswerReader;
  signal?: AbortSignal;
}

export async function streamDeviceAnswer(
  model: DeviceModel,
  { messages, schema, maxTokens, timeLimitMs, reader, signal }: DeviceAnswerRequest,
): Promise<StreamedAnswer> {
  signal?.throwIfAborted();
  const abort = new AbortController();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    abort.abort();
  }, timeLimitMs);
  const cancel = () => abort.abort();
  signal?.addEventListener('abort', cancel);
  let failure: unknown;
  try {
    const chunks = await model.complete({
      messages,
      response_format: { type: 'json_schema', json_schema: schema },
      max_tokens: maxTokens,
      temperature: 0.9,
      abortSignal: abort.signal,
    });
    for await (const chunk of chunks) {
      if (abort.signal.aborted) break;
      if (!(await reader.push(chunk.choices[0]?.delta?.content ?? ''))) {
        abort.abort();
        break;
      }
    }
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
  signal?.throwIfAborted();
  if (late)
    throw new AiProviderError(
      `this device's model took longer than ${Math.round(model.timeLimitMs / 1000)} s`,
    );
  const answer = reader.read();
  if (failure !== undefined && !answer.unsafe) {
    const detail = failure instanceof Error ? failure.message : String(failure);
    throw new AiProviderError(`this device's model failed: ${detail}`);
  }
  return answer;
}
