// Writes a story part with the on-device model through the one story contract: the same messages
// (fitted to the model's context), the output schema held by a grammar so the answer parses, the
// same safety gate sentence by sentence with a check that it reads as English, one more try, and
// the storyteller when that fails too or when the model runs past its time.
import type { OfflineModel } from '@/lib/supabase-connection';
import {
  AiProviderError,
  type AnsweredSegment,
  type SegmentStreamListener,
} from '@shared/story-engine/ai-provider/ai-provider.ts';
import { createAnswerReader } from '@shared/story-engine/ai-provider/create-answer-reader.ts';
import {
  boundedAnswerTokens,
  boundedSegmentSchema,
} from '@shared/story-engine/bounded-segment-schema.ts';
import type { StoryRequest } from '@shared/story-engine/story-request.ts';
import { writeJudgedSegment } from '@shared/story-engine/write-judged-segment.ts';
import { fitStoryRequest } from './fit-story-request';
import { createReadableJudge } from './judge-readable-english';
import { loadStoryModel } from './load-story-model';
import { streamDeviceAnswer, type DeviceModel } from './stream-device-answer';
import { untilAborted } from './until-aborted';

/**
 * wllama does not count tokens without writing, so a prompt is counted as a token for every two
 * characters and a few for each message's turn markers: more than an English tokenizer makes of
 * it (about four characters a token), so a fitted prompt never overflows the context.
 */
const countTokens = (messages: { content: string }[]) =>
  messages.reduce((tokens, message) => tokens + Math.ceil(message.content.length / 2) + 8, 0);

/** This module's chunk, the engine's code: Download keeps it beside the WebAssembly (engine-file.ts). */
export const ENGINE_CHUNK_URL = import.meta.url;

/** Both tries together: past this the storyteller writes the part. */
export const DEVICE_TIME_LIMIT_MS = 90_000;

export async function writeWithModel(
  model: DeviceModel,
  request: StoryRequest,
  listener: SegmentStreamListener,
  signal?: AbortSignal,
): Promise<AnsweredSegment> {
  const schema = boundedSegmentSchema(request);
  const maxTokens = boundedAnswerTokens(schema);
  const messages = fitStoryRequest(request, model.contextTokens - maxTokens, model.countTokens);
  const deadline = Date.now() + model.timeLimitMs;
  const unreadable = createReadableJudge(request);
  return writeJudgedSegment(
    request,
    {
      model: model.name,
      answerOf: "this device's model's answer",
      moderate: null,
      unreadable,
      messages,
      stream: (asked, gate) => {
        const remaining = deadline - Date.now();
        if (remaining <= 0)
          throw new AiProviderError(
            `this device's model took longer than ${model.timeLimitMs / 1000} s`,
          );
        return streamDeviceAnswer(model, {
          messages: asked,
          schema,
          maxTokens,
          timeLimitMs: remaining,
          reader: createAnswerReader({ listener, gate, moderate: null, unreadable }),
          signal,
        });
      },
    },
    listener,
  );
}

export async function writeOnDevice(
  offlineModel: OfflineModel,
  file: Blob,
  request: StoryRequest,
  listener: SegmentStreamListener,
  signal?: AbortSignal,
): Promise<AnsweredSegment> {
  const { wllama, contextTokens } = await untilAborted(
    loadStoryModel(offlineModel.sha256, file),
    signal,
  );
  const model: DeviceModel = {
    name: offlineModel.name,
    contextTokens,
    timeLimitMs: DEVICE_TIME_LIMIT_MS,
    countTokens,
    complete: (completion) => wllama.createChatCompletion({ ...completion, stream: true }),
  };
  return writeWithModel(model, request, listener, signal);
}
