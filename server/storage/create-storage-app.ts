// The Storage API subset the app uses (upload, download, public URLs, list, delete), as storage-js
// calls it, backed by files under $DATA_DIR/storage. Buckets are public to read; a user writes
// and lists only under their own id, the service role anywhere.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { ApiTokenError, verifyApiToken, type ApiCaller } from '../verify-api-token.ts';

export const PUBLIC_BUCKETS = ['story-images', 'story-audio'] as const;
const MAX_OBJECT_BYTES = 10 * 1024 * 1024;

interface StorageDeps {
  dataDir: string;
  jwtSecret: string;
}

const storageError = (c: Context, status: 400 | 401 | 403 | 404 | 413, error: string, message: string) =>
  c.json({ statusCode: String(status), error, message }, status);

export function createStorageApp({ dataDir, jwtSecret }: StorageDeps): Hono {
  const root = resolve(join(dataDir, 'storage'));
  const app = new Hono();

  const locate = (bucket: string, path: string): string | null => {
    if (!(PUBLIC_BUCKETS as readonly string[]).includes(bucket)) return null;
    const file = normalize(join(root, bucket, path));
    return file.startsWith(join(root, bucket) + '/') ? file : null;
  };

  const caller = async (c: Context): Promise<ApiCaller | Response> => {
    try {
      return await verifyApiToken(c.req.raw.headers, jwtSecret);
    } catch (error) {
      return storageError(c, 401, 'Unauthorized', error instanceof ApiTokenError ? error.message : 'Invalid token');
    }
  };

  // Judged on the normalised path, so "<own id>/../<other id>/…" cannot reach another user's folder.
  const mayWrite = (who: ApiCaller, path: string) => who.role === 'service_role' || (who.userId !== null && normalize(path).startsWith(`${who.userId}/`));

  const upload = async (c: Context) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const bucket = c.req.param('bucket') ?? '';
    const path = c.req.path.split(`/object/${bucket}/`)[1] ?? '';
    const file = locate(bucket, decodeURIComponent(path));
    if (!file) return storageError(c, 404, 'Bucket not found', 'Bucket not found');
    if (!mayWrite(who, decodeURIComponent(path))) return storageError(c, 403, 'Unauthorized', 'new row violates row-level security policy');
    if (existsSync(file) && c.req.header('x-upsert') !== 'true' && c.req.method === 'POST') {
      return c.json({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, 409);
    }
    let bytes: Uint8Array;
    let contentType = c.req.header('Content-Type') ?? 'application/octet-stream';
    if (contentType.startsWith('multipart/form-data')) {
      const form = await c.req.formData();
      const part = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!part) return storageError(c, 400, 'Invalid request', 'No file in the form');
      bytes = new Uint8Array(await part.arrayBuffer());
      contentType = part.type || 'application/octet-stream';
    } else {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    }
    if (bytes.byteLength > MAX_OBJECT_BYTES) return storageError(c, 413, 'Payload too large', 'The object exceeded the maximum allowed size');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    await writeFile(`${file}.content-type`, contentType);
    return c.json({ Key: `${bucket}/${decodeURIComponent(path)}`, Id: `${bucket}/${decodeURIComponent(path)}` });
  };

  const download = async (c: Context, bucket: string, path: string) => {
    const file = locate(bucket, decodeURIComponent(path));
    if (!file || !existsSync(file)) return storageError(c, 404, 'not_found', 'Object not found');
    const contentType = existsSync(`${file}.content-type`) ? await readFile(`${file}.content-type`, 'utf8') : 'application/octet-stream';
    return new Response(await readFile(file), { headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=31536000, immutable' } });
  };

  app.get('/object/public/:bucket/*', (c) => download(c, c.req.param('bucket'), c.req.path.split(`/object/public/${c.req.param('bucket')}/`)[1] ?? ''));
  app.get('/object/:bucket/*', async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    return download(c, c.req.param('bucket'), c.req.path.split(`/object/${c.req.param('bucket')}/`)[1] ?? '');
  });
  // Registered before uploads, whose pattern would take "list" for a bucket name.
  app.post('/object/list/:bucket', async (c) => {
    const who = await caller(c);
    if (who instanceof Response) return who;
    const body = (await c.req.json().catch(() => ({}))) as { prefix?: unknown; limit?: unknown; offset?: unknown };
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
    if (!mayWrite(who, `${prefix}/`)) return storageError(c, 403, 'Unauthorized', 'Listing is allowed only under your own folder');
    const folder = locate(c.req.param('bucket'), `${prefix}/.`);
    if (!folder) return storageError(c, 404, 'Bucket not found', 'Bucket not found');
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const limit = typeof body.limit === 'number' ? body.limit : 100;
    const listed = await Promise.all(
      entries
        .filter((entry) => !entry.name.endsWith('.content-type'))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(offset, offset + limit)
        .map(async (entry) => {
          if (entry.isDirectory()) return { name: entry.name, id: null, updated_at: null, created_at: null, metadata: null };
          const info = await stat(join(folder, entry.name));
          return { name: entry.name, id: `${prefix}/${entry.name}`, updated_at: info.mtime.toISOString(), created_at: info.birthtime.toISOString(), metadata: { size: info.size } };
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
    const body = (await c.req.json().catch(() => ({}))) as { prefixes?: unknown };
    if (!Array.isArray(body.prefixes)) return storageError(c, 400, 'Invalid request', 'prefixes must be a list of paths');
    const removed = [];
    for (const path of body.prefixes.filter((entry): entry is string => typeof entry === 'string')) {
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
