// The Storage API subset the app uses (upload, download, public URLs, list, delete), as storage-js
// calls it, backed by files under $DATA_DIR/storage. Buckets are public to read; a user writes
// and lists only under their own id, the service role anywhere. A bucket stores only its media
// types, judged by the bytes (bucket-rules.ts), and serves every object so that none runs script.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { ApiTokenError, verifyApiToken, type ApiCaller } from '../verify-api-token.ts';
import { BUCKET_RULES, isBucketName, mediaTypeFor, objectHeaders } from './bucket-rules.ts';

export const PUBLIC_BUCKETS = Object.keys(BUCKET_RULES);

/** A path with a broken percent-encoding names no object (decodeURIComponent would throw). */
function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** storage-js sends JSON objects; null, arrays, strings or broken JSON are a bad request. */
async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => null);
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

interface StorageDeps {
  dataDir: string;
  jwtSecret: string;
}

const storageError = (
  c: Context,
  status: 400 | 401 | 403 | 404 | 413 | 415,
  error: string,
  message: string,
) => c.json({ statusCode: String(status), error, message }, status);

export function createStorageApp({ dataDir, jwtSecret }: StorageDeps): Hono {
  const root = resolve(join(dataDir, 'storage'));
  const app = new Hono();

  const locate = (bucket: string, path: string): string | null => {
    if (!isBucketName(bucket)) return null;
    const file = normalize(join(root, bucket, path));
    return file.startsWith(join(root, bucket) + '/') ? file : null;
  };

  const caller = async (c: Context): Promise<ApiCaller | Response> => {
    try {
      return await verifyApiToken(c.req.raw.headers, jwtSecret);
    } catch (error) {
      return storageError(
        c,
        401,
        'Unauthorized',
        error instanceof ApiTokenError ? error.message : 'Invalid token',
      );
    }
  };

  // Judged on the normalised path, so "<own id>/../<other id>/…" cannot reach another user's folder.
  const mayWrite = (who: ApiCaller, path: string) =>
    who.role === 'service_role' ||
    (who.userId !== null && normalize(path).startsWith(`${who.userId}/`));

  const upload = async (c: Context) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const bucket = c.req.param('bucket') ?? '';
    const path = decodePath(c.req.path.split(`/object/${bucket}/`)[1] ?? '');
    if (path === null)
      return storageError(c, 400, 'Invalid key', 'The object path is not valid percent-encoding');
    const file = locate(bucket, path);
    if (!file || !isBucketName(bucket))
      return storageError(c, 404, 'Bucket not found', 'Bucket not found');
    if (!mayWrite(who, path))
      return storageError(c, 403, 'Unauthorized', 'new row violates row-level security policy');
    if (existsSync(file) && c.req.header('x-upsert') !== 'true' && c.req.method === 'POST') {
      return c.json(
        { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
        409,
      );
    }
    let bytes: Uint8Array;
    let claimedType = c.req.header('Content-Type') ?? 'application/octet-stream';
    if (claimedType.startsWith('multipart/form-data')) {
      const form = await c.req.formData().catch(() => null);
      const part =
        form && [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!part) return storageError(c, 400, 'Invalid request', 'No file in the form');
      bytes = new Uint8Array(await part.arrayBuffer());
      claimedType = part.type || 'application/octet-stream';
    } else {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    }
    if (bytes.byteLength > BUCKET_RULES[bucket].maxBytes)
      return storageError(
        c,
        413,
        'Payload too large',
        'The object exceeded the maximum allowed size',
      );
    // The claimed type is never trusted: a file is stored only when its bytes are one of the bucket's types.
    if (!mediaTypeFor(bucket, bytes)) {
      return c.json(
        {
          statusCode: '415',
          error: 'invalid_mime_type',
          message: `mime type ${claimedType.split(';')[0]} is not supported`,
        },
        415,
      );
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return c.json({ Key: `${bucket}/${path}`, Id: `${bucket}/${path}` });
  };

  const download = async (c: Context, bucket: string, encodedPath: string) => {
    const path = decodePath(encodedPath);
    if (path === null)
      return storageError(c, 400, 'Invalid key', 'The object path is not valid percent-encoding');
    const file = locate(bucket, path);
    if (!file || !isBucketName(bucket) || !existsSync(file) || file.endsWith('.content-type'))
      return storageError(c, 404, 'not_found', 'Object not found');
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) return storageError(c, 404, 'not_found', 'Object not found');
    return new Response(bytes, { headers: objectHeaders(bucket, bytes) });
  };

  app.get('/object/public/:bucket/*', (c) =>
    download(
      c,
      c.req.param('bucket'),
      c.req.path.split(`/object/public/${c.req.param('bucket')}/`)[1] ?? '',
    ),
  );
  app.get('/object/:bucket/*', async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    return download(
      c,
      c.req.param('bucket'),
      c.req.path.split(`/object/${c.req.param('bucket')}/`)[1] ?? '',
    );
  });
  // Registered before uploads, whose pattern would take "list" for a bucket name.
  app.post('/object/list/:bucket', async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const body = await readJsonObject(c);
    if (!body) return storageError(c, 400, 'Invalid request', 'The body must be a JSON object');
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
    if (!mayWrite(who, `${prefix}/`))
      return storageError(c, 403, 'Unauthorized', 'Listing is allowed only under your own folder');
    const folder = locate(c.req.param('bucket'), `${prefix}/.`);
    if (!folder) return storageError(c, 404, 'Bucket not found', 'Bucket not found');
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const offset =
      Number.isInteger(body.offset) && (body.offset as number) >= 0 ? (body.offset as number) : 0;
    const limit =
      Number.isInteger(body.limit) && (body.limit as number) >= 0
        ? Math.min(body.limit as number, 1000)
        : 100;
    const listed = await Promise.all(
      entries
        .filter((entry) => !entry.name.endsWith('.content-type'))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(offset, offset + limit)
        .map(async (entry) => {
          if (entry.isDirectory())
            return {
              name: entry.name,
              id: null,
              updated_at: null,
              created_at: null,
              metadata: null,
            };
          const info = await stat(join(folder, entry.name));
          return {
            name: entry.name,
            id: `${prefix}/${entry.name}`,
            updated_at: info.mtime.toISOString(),
            created_at: info.birthtime.toISOString(),
            metadata: { size: info.size },
          };
        }),
    );
    return c.json(listed);
  });
  app.post('/object/:bucket/*', upload);
  app.put('/object/:bucket/*', upload);
  app.delete('/object/:bucket', async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const bucket = c.req.param('bucket');
    const body = await readJsonObject(c);
    if (!body || !Array.isArray(body.prefixes))
      return storageError(c, 400, 'Invalid request', 'prefixes must be a list of paths');
    const removed = [];
    for (const path of body.prefixes.filter(
      (entry): entry is string => typeof entry === 'string',
    )) {
      const file = locate(bucket, path);
      if (!file || !mayWrite(who, path) || !existsSync(file)) continue;
      await rm(file);
      await rm(`${file}.content-type`, { force: true });
      removed.push({ name: path, bucket_id: bucket });
    }
    return c.json(removed);
  });
  app.notFound((c) => storageError(c, 404, 'not_found', 'Not found'));
  return app;
}
