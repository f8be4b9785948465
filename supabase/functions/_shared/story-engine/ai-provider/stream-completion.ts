// One streamed answer from the provider, given up on when it sends nothing for AI_TIMEOUT_MS; every
// failure to reach or read it becomes an AiProviderError, which the caller may retry.
import type { ChatMessage } from '../build-story-messages.ts';
import { AiProviderError, DEFAULT_AI_TIMEOUT_MS } from './ai-provider.ts';
import { readCompletion, type CompletionReading, type StreamedAnswer } from './read-completion.ts';

export async function streamCompletion(
  messages: ChatMessage[],
  reading: CompletionReading,
): Promise<StreamedAnswer> {
  const abort = new AbortController();
  const timeoutMs = reading.config.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
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
    return await readCompletion(messages, reading, abort, waitForMore);
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
