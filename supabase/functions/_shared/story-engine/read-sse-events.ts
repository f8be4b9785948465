// Reads server-sent events from a byte stream (an OpenAI-compatible streaming answer).
// Decodes with a streaming TextDecoder so a character split across two chunks stays whole.

export interface SseEvent {
  event: string;
  data: string;
}

export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const takeEvents = function* (flush: boolean): Generator<SseEvent> {
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = flush ? '' : (blocks.pop() ?? '');
    for (const block of blocks) {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        if (field === 'data') data.push(value);
      }
      if (data.length > 0) yield { event, data: data.join('\n') };
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      yield* takeEvents(false);
    }
    buffer += decoder.decode();
    if (buffer.trim()) {
      buffer += '\n\n';
      yield* takeEvents(true);
    }
  } finally {
    reader.releaseLock();
  }
}
