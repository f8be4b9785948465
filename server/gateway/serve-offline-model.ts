// The on-device story model as /api/config describes it, and /models/<file name>: the configured
// model and nothing else (any other name, a traversal included, is a JSON 404). A file beside the
// stack is read from disk; a model kept elsewhere is fetched from there (fetch-remote-model.ts), so
// the browser only ever downloads from this origin. A Range request is answered with that part, so a
// dropped download resumes where it stopped.
import { createReadStream, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import {
  DEFAULT_OFFLINE_MODEL,
  NO_OFFLINE_MODEL,
  isRemoteModel,
  modelAddress,
  modelFileName,
} from '../offline-model-settings.ts';
import { fetchRemoteModel } from './fetch-remote-model.ts';

/** What the browser is told of the model (docs: README "On-device storyteller"). */
export interface OfflineModel {
  url: string;
  sha256: string;
  name: string;
  licence?: string;
  bytes?: number;
}

export interface OfflineModelSource {
  model: OfflineModel;
  /** The file the stack serves, when the model is kept next to the app. */
  filePath?: string;
  /** Where the stack fetches the model from, when it is kept elsewhere. */
  remoteUrl?: string;
}

interface OfflineModelConfig {
  OFFLINE_MODEL_URL?: string;
  OFFLINE_MODEL_SHA256?: string;
  OFFLINE_MODEL_NAME?: string;
  OFFLINE_MODEL_LICENCE?: string;
  OFFLINE_MODEL_BYTES?: number;
}

/** The model the config names: the pinned default when OFFLINE_MODEL_URL is unset, none when "off". */
export function readOfflineModel(config: OfflineModelConfig): OfflineModelSource | undefined {
  if (config.OFFLINE_MODEL_URL === NO_OFFLINE_MODEL) return undefined;
  const chosen = config.OFFLINE_MODEL_URL ? config : DEFAULT_OFFLINE_MODEL;
  const { OFFLINE_MODEL_URL: url, OFFLINE_MODEL_SHA256: sha256 } = chosen;
  if (!url || !sha256) return undefined;
  const described = {
    url: modelAddress(url),
    sha256,
    name: chosen.OFFLINE_MODEL_NAME ?? modelFileName(url),
    ...(chosen.OFFLINE_MODEL_LICENCE ? { licence: chosen.OFFLINE_MODEL_LICENCE } : {}),
  };
  if (isRemoteModel(url))
    return {
      model: {
        ...described,
        ...(chosen.OFFLINE_MODEL_BYTES ? { bytes: chosen.OFFLINE_MODEL_BYTES } : {}),
      },
      remoteUrl: url,
    };
  const filePath = resolve(url);
  let bytes: number;
  try {
    bytes = statSync(filePath).size;
  } catch {
    throw new Error(`Invalid server configuration:\n  OFFLINE_MODEL_URL: no file at ${filePath}`);
  }
  return { model: { ...described, bytes }, filePath };
}

function notFound(c: Context) {
  return c.json({ error: 'Not found', message: `No model at ${c.req.path}` }, 404);
}

function parseRange(header: string | undefined, size: number): [number, number] | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'bad';
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'bad' : [start, end];
}

function modelHeaders(source: OfflineModelSource): Record<string, string> {
  return {
    'Content-Type': 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    // The hash names the content, so a changed file is fetched again.
    ETag: `"${source.model.sha256}"`,
    'Cache-Control': 'no-cache',
  };
}

function serveFile(c: Context, source: OfflineModelSource, filePath: string): Response {
  const size = statSync(filePath).size;
  const headers = modelHeaders(source);
  const range = parseRange(c.req.header('range'), size);
  if (range === 'bad')
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  const [start, end] = range ?? [0, size - 1];
  headers['Content-Length'] = String(end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const body =
    c.req.method === 'HEAD'
      ? null
      : (Readable.toWeb(createReadStream(filePath, { start, end })) as ReadableStream);
  return new Response(body, { status: range ? 206 : 200, headers });
}

async function serveRemote(
  c: Context,
  source: OfflineModelSource,
  remoteUrl: string,
): Promise<Response> {
  const host = new URL(remoteUrl).host;
  let answer: Response;
  try {
    answer = await fetchRemoteModel(remoteUrl, {
      method: c.req.method === 'HEAD' ? 'HEAD' : 'GET',
      range: c.req.header('range'),
      signal: c.req.raw.signal,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error('The on-device model could not be fetched', { url: remoteUrl, reason });
    return c.json(
      { error: 'Bad gateway', message: `The model could not be fetched from ${host}: ${reason}` },
      502,
    );
  }
  if (![200, 206, 416].includes(answer.status)) {
    await answer.body?.cancel();
    console.error('The on-device model’s host refused it', {
      url: remoteUrl,
      status: answer.status,
    });
    return c.json(
      { error: 'Bad gateway', message: `${host} answered ${answer.status} for the model` },
      502,
    );
  }
  const headers = modelHeaders(source);
  for (const name of ['Content-Length', 'Content-Range'])
    if (answer.headers.has(name)) headers[name] = answer.headers.get(name) as string;
  return new Response(c.req.method === 'HEAD' ? null : answer.body, {
    status: answer.status,
    headers,
  });
}

export function serveOfflineModel(source: OfflineModelSource | undefined) {
  const fileName = source ? decodeURIComponent(source.model.url.slice('/models/'.length)) : '';
  return (c: Context) => {
    const asked = c.req.path.slice('/models/'.length);
    if (!source || !fileName || decodeURIComponent(asked) !== fileName) return notFound(c);
    if (source.filePath) return serveFile(c, source, source.filePath);
    if (source.remoteUrl) return serveRemote(c, source, source.remoteUrl);
    return notFound(c);
  };
}
