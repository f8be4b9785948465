// A scripted stand-in for a paid OpenAI-compatible provider: a real HTTP server that answers
// /chat/completions with server-sent events exactly as the real API streams them, and, when given
// media, /images/generations (b64_json) and /audio/speech (the audio bytes) as the real API does, and,
// when given a moderator, /moderations in the real moderation protocol.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body.ts';
import { answerModeration, type FlagModeration } from './scripted-moderation.ts';

export type ScriptedAnswer =
  | { kind: 'stream'; content: string; splitEvery?: number; splitBytes?: boolean }
  | { kind: 'status'; status: number; body: string }
  /** A 200 event stream whose bytes are sent exactly as given: garbage, a cut-off stream. */
  | { kind: 'raw'; body: string }
  /** Takes the request and never answers, as a stalled provider does. */
  | { kind: 'hang' };

/** Standing answers; a queued answer still comes first, which is how a test makes one request fail. */
export interface ScriptedMedia {
  /** PNG bytes answered to /images/generations requests. */
  image?: Buffer;
  /** Audio bytes answered to /audio/speech requests. */
  speech?: Buffer;
  /** Answers a chat completion when nothing is queued. */
  chat?: () => ScriptedAnswer;
  /** Answers /moderations: the categories flagged in each input text. */
  moderate?: FlagModeration;
}

export interface ScriptedOpenAiServer {
  baseUrl: string;
  requests: { path: string; body: Record<string, unknown> }[];
  enqueue(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

/** The SSE bytes of a streamed completion whose content arrives in pieces of `splitEvery` characters. */
function streamBytes(content: string, splitEvery: number): Buffer {
  const events: string[] = [];
  for (let index = 0; index < content.length; index += splitEvery) {
    const delta = content.slice(index, index + splitEvery);
    events.push(
      `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: delta } }] })}\n\n`,
    );
  }
  events.push('data: [DONE]\n\n');
  return Buffer.from(events.join(''), 'utf8');
}

export async function startScriptedOpenAiServer(
  media: ScriptedMedia = {},
): Promise<ScriptedOpenAiServer> {
  const queue: ScriptedAnswer[] = [];
  const requests: ScriptedOpenAiServer['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readRequestBody(req);
    const path = req.url ?? '';
    requests.push({ path, body: body ? (JSON.parse(body) as Record<string, unknown>) : {} });
    if (media.image && path.endsWith('/images/generations') && queue.length === 0) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: media.image.toString('base64') }],
        }),
      );
      return;
    }
    if (media.moderate && path.endsWith('/moderations')) {
      const { status, body: answer } = answerModeration(
        requests.at(-1)?.body ?? {},
        media.moderate,
      );
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }
    if (media.speech && path.endsWith('/audio/speech') && queue.length === 0) {
      res
        .writeHead(200, {
          'Content-Type': 'audio/mpeg',
          'Content-Length': String(media.speech.length),
        })
        .end(media.speech);
      return;
    }
    const answer = queue.shift() ?? media.chat?.();
    if (!answer) {
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end('{"error":{"message":"no scripted answer"}}');
      return;
    }
    if (answer.kind === 'hang') return;
    if (answer.kind === 'raw') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' }).end(answer.body);
      return;
    }
    if (answer.kind === 'status') {
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const bytes = streamBytes(answer.content, answer.splitEvery ?? 8);
    // Writing in odd-sized byte slices splits multi-byte characters across network chunks, as real proxies do.
    const slice = answer.splitBytes ? 7 : bytes.length;
    for (let offset = 0; offset < bytes.length; offset += slice) {
      res.write(bytes.subarray(offset, offset + slice));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
