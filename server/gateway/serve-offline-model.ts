// The on-device story model as /api/config describes it, and /models/<file name>: the configured
// model file and nothing else (any other name, a traversal included, is a JSON 404). A Range
// request is answered with that part, so a dropped download resumes where it stopped.
import { createReadStream, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { isRemoteModel, modelAddress } from '../offline-model-settings.ts';

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
}

interface OfflineModelConfig {
  OFFLINE_MODEL_URL?: string;
  OFFLINE_MODEL_SHA256?: string;
  OFFLINE_MODEL_NAME?: string;
  OFFLINE_MODEL_LICENCE?: string;
  OFFLINE_MODEL_BYTES?: number;
}

export function readOfflineModel(config: OfflineModelConfig): OfflineModelSource | undefined {
  const { OFFLINE_MODEL_URL: url, OFFLINE_MODEL_SHA256: sha256 } = config;
  if (!url || !sha256) return undefined;
  const described = {
    url: modelAddress(url),
    sha256,
    name:
      config.OFFLINE_MODEL_NAME ?? decodeURIComponent(basename(new URL(url, 'file:///').pathname)),
    ...(config.OFFLINE_MODEL_LICENCE ? { licence: config.OFFLINE_MODEL_LICENCE } : {}),
  };
  if (isRemoteModel(url))
    return {
      model: {
        ...described,
        ...(config.OFFLINE_MODEL_BYTES ? { bytes: config.OFFLINE_MODEL_BYTES } : {}),
      },
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

export function serveOfflineModel(source: OfflineModelSource | undefined) {
  const fileName = source?.filePath ? basename(source.filePath) : undefined;
  return (c: Context) => {
    const asked = c.req.path.slice('/models/'.length);
    if (!source?.filePath || !fileName || decodeURIComponent(asked) !== fileName)
      return notFound(c);
    const size = statSync(source.filePath).size;
    const headers: Record<string, string> = {
      'Content-Type': 'application/octet-stream',
      'Accept-Ranges': 'bytes',
      // The hash names the content, so a changed file is fetched again.
      ETag: `"${source.model.sha256}"`,
      'Cache-Control': 'no-cache',
    };
    const range = parseRange(c.req.header('range'), size);
    if (range === 'bad')
      return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
    const [start, end] = range ?? [0, size - 1];
    headers['Content-Length'] = String(end - start + 1);
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    const body =
      c.req.method === 'HEAD'
        ? null
        : (Readable.toWeb(createReadStream(source.filePath, { start, end })) as ReadableStream);
    return new Response(body, { status: range ? 206 : 200, headers });
  };
}
