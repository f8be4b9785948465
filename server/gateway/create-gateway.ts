// The stack's one origin: /rest/v1 (PostgREST), /auth/v1, /functions/v1, /storage/v1,
// /api/health-check, /api/config, /_dev/mail, and the built PWA with its SPA fallback for
// everything else — what supabase-js and the service worker expect to find.
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { Sql } from 'postgres';
import type { MediaFeatures } from '../../supabase/functions/_shared/media/media-features.ts';
import { compressJsonResponses } from './compress-json-responses.ts';
import { limitBody } from './limit-body.ts';
import { describePublishedStory, LINK_PREVIEW_PATHS } from './describe-published-story.ts';
import { renderLivePages, LIVE_PAGE_PATHS } from './render-live-pages.ts';
import type { LivePageCache } from './live-page-cache.ts';
import { serveBuiltApp } from './serve-built-app.ts';
import { forwardClientAddress } from './forward-client-address.ts';
import { refuseRowlessWrites } from './refuse-rowless-writes.ts';
import { readBuildScriptHashes } from './read-build-script-hashes.ts';
import { securityHeaders } from './security-headers.ts';
import { serveOfflineModel, type OfflineModelSource } from './serve-offline-model.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Images and narration are uploaded whole; multipart framing adds a little on top of the file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export interface GatewayParts {
  sql: Sql;
  postgrestUrl: string;
  anonKey: string;
  /**
   * The configured public URL, for emailed links, canonical addresses and HSTS; never taken from
   * the request's Host header. The browser talks to whatever origin it opened the app at.
   */
  siteUrl: () => string;
  distDir: string;
  /** The live pages' cache, emptied by the database's notices (forget-live-pages-on-change.ts). */
  livePageCache: LivePageCache;
  auth: Hono;
  /** The dev outbox, given only in development mode. */
  outbox?: Hono;
  functions: Hono;
  storage: Hono;
  /** Told to the browser with /api/config, so it never calls a media function that has no model. */
  mediaFeatures: MediaFeatures;
  /** The on-device story model, when one is configured: told by /api/config, a file served at /models/. */
  offlineModel?: OfflineModelSource;
}

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
];

// One kept-alive pool to PostgREST: a new connection per request would halve throughput.
const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Answers up to this size (a story, a page of them) are read whole and sent with their length:
 * cheaper than passing a stream through, and the compression step sees what is too small to
 * compress. PostgREST streams every answer without a length, so none would be known otherwise.
 */
const WHOLE_ANSWER_BYTES = 64 * 1024;

/** The answer's bytes, or a stream of them (those read so far first) once it grows past the limit. */
function readAnswer(
  upstream: IncomingMessage,
): Promise<Buffer<ArrayBuffer> | ReadableStream<Uint8Array>> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size <= WHOLE_ANSWER_BYTES) return;
      upstream.off('data', onData).off('end', onEnd).off('error', rejectAnswer);
      upstream.pause();
      upstream.unshift(Buffer.concat(chunks, size));
      resolveAnswer(Readable.toWeb(upstream) as ReadableStream<Uint8Array>);
    };
    const onEnd = () => resolveAnswer(Buffer.concat(chunks, size));
    upstream.on('data', onData).once('end', onEnd).once('error', rejectAnswer);
  });
}

interface Upstream {
  hostname: string;
  port: string;
}

async function proxy(c: Context, to: Upstream, path: string): Promise<Response> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.includes(name)) headers[name] = value;
  });
  const body = ['GET', 'HEAD'].includes(c.req.method)
    ? undefined
    : Buffer.from(await c.req.arrayBuffer());
  if (body) headers['content-length'] = String(body.byteLength);
  const upstream = await new Promise<IncomingMessage | null>((resolveUpstream) => {
    const request = httpRequest(
      { ...to, path, method: c.req.method, headers, agent: upstreamAgent },
      resolveUpstream,
    );
    request.on('error', () => resolveUpstream(null));
    request.end(body);
  });
  const unavailable = () =>
    c.json({ error: 'Service unavailable', message: 'The REST API is not answering' }, 503);
  if (!upstream) return unavailable();
  const out = new Headers();
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, item);
  }
  const status = upstream.statusCode ?? 502;
  const noBody = c.req.method === 'HEAD' || status === 204 || status === 304;
  if (noBody) {
    upstream.resume();
    return new Response(null, { status, headers: out });
  }
  const answer = await readAnswer(upstream).catch(() => null);
  if (!answer) return unavailable();
  if (answer instanceof Buffer) out.set('content-length', String(answer.byteLength));
  return new Response(answer, { status, headers: out });
}

async function databaseAnswers(sql: Sql): Promise<boolean> {
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
    ]);
    return true;
  } catch {
    return false;
  }
}

const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

// A client still sending when the connection closes sees a broken pipe instead of the 413, so
// the rest of a declared-size body is read and thrown away first (as nginx's lingering close does).
async function discardRestOfBody(request: Request): Promise<boolean> {
  if (!request.body || request.bodyUsed) return !request.body;
  if (Number(request.headers.get('content-length') ?? Infinity) > MAX_DISCARD_BYTES) return false;
  const reader = request.body.getReader();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void reader.cancel();
  }, 10_000);
  try {
    for (;;) {
      const { done } = await reader.read();
      if (done) return !timedOut;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const tooLarge = (limit: string) => async (c: Context) => {
  const discarded = await discardRestOfBody(c.req.raw);
  // An unread remainder would be parsed as the next request on a kept-alive connection.
  if (!discarded) c.header('Connection', 'close');
  return c.json(
    { error: 'Request body too large', message: `Request bodies are limited to ${limit}` },
    413,
  );
};

/** Prefixes whose every answer is JSON; /auth/v1 answers its own unknown paths. */
const API_PREFIXES = ['/models', '/rest/v1', '/storage/v1', '/functions/v1', '/api', '/_dev/mail'];

const apiNotFound = (c: Context) =>
  c.json({ error: 'Not found', message: `No API at ${c.req.path}` }, 404);

export function createGateway(parts: GatewayParts): Hono {
  const app = new Hono();
  app.use('*', securityHeaders(parts.siteUrl, readBuildScriptHashes(parts.distDir)));

  app.onError((error, c) => {
    console.error('gateway error', error);
    return c.json(
      { error: 'Internal server error', message: 'The local stack could not handle this request' },
      500,
    );
  });

  for (const prefix of ['/rest/v1/*', '/auth/v1/*', '/functions/v1/*', '/_dev/mail/*', '/api/*']) {
    app.use(prefix, limitBody(MAX_BODY_BYTES, tooLarge('1 MB')));
  }
  app.use('/storage/v1/*', limitBody(MAX_UPLOAD_BYTES, tooLarge('10 MB')));
  for (const prefix of ['/rest/v1/*', '/auth/v1/*', '/functions/v1/*', '/storage/v1/*', '/api/*']) {
    app.use(prefix, compressJsonResponses());
  }

  app.use('/rest/v1/*', refuseRowlessWrites);
  // The addresses are taken apart once, not twice for every request (a URL parse each way).
  const postgrest = new URL(parts.postgrestUrl);
  const restUpstream = { hostname: postgrest.hostname, port: postgrest.port };
  const restPrefix = postgrest.pathname.replace(/\/$/, '');
  app.all('/rest/v1/*', (c) => {
    const url = c.req.url;
    const path = url.slice(url.indexOf('/', url.indexOf('//') + 2) + '/rest/v1'.length);
    return proxy(c, restUpstream, `${restPrefix}${path}`);
  });
  app.route('/auth/v1', parts.auth);
  if (parts.outbox) app.route('/_dev/mail', parts.outbox);
  app.use('/functions/v1/*', forwardClientAddress);
  app.route('/functions/v1', parts.functions);
  app.route('/storage/v1', parts.storage);

  app.get('/api/health-check', async (c) => {
    c.header('Cache-Control', 'no-store');
    return (await databaseAnswers(parts.sql))
      ? c.json({ status: 'ok' })
      : c.json({ status: 'unavailable' }, 503);
  });
  app.get('/api/config', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      supabaseUrl: parts.siteUrl(),
      supabaseAnonKey: parts.anonKey,
      features: parts.mediaFeatures,
      servedWithApp: true,
      ...(parts.offlineModel ? { offlineModel: parts.offlineModel.model } : {}),
    });
  });
  app.on(['GET', 'HEAD'], '/models/*', serveOfflineModel(parts.offlineModel));
  // Nothing under an API prefix falls through to the SPA: a client must get an error it can parse.
  for (const prefix of API_PREFIXES) {
    app.all(prefix, apiNotFound);
    app.all(`${prefix}/*`, apiNotFound);
  }

  if (existsSync(join(parts.distDir, 'index.html'))) {
    const publicRead = { restUrl: parts.postgrestUrl, anonKey: parts.anonKey };
    const livePages = renderLivePages({
      ...publicRead,
      distDir: parts.distDir,
      siteUrl: parts.siteUrl,
      cache: parts.livePageCache,
    });
    for (const path of LIVE_PAGE_PATHS) app.get(path, livePages);
    const linkPreview = describePublishedStory(publicRead, parts.distDir);
    for (const path of LINK_PREVIEW_PATHS) app.get(path, linkPreview);
    app.get('*', serveBuiltApp(parts.distDir));
  } else {
    app.get('*', (c) => c.text('The app has not been built yet: run `npx vite build`.', 503));
  }
  return app;
}
