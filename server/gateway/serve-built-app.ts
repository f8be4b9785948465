// Serves the built PWA: the precompressed .br/.gz copy the client accepts (made at build time),
// strong ETags per copy with 304 answers, hashed assets cached for a year, and documents, sw.js and
// the manifest revalidated on every load so a new version always reaches installed apps.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Handler } from 'hono';
import { chooseEncoding, type ContentEncoding } from './choose-encoding.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The document without a page in it, written by the prerender build step. */
export const APP_SHELL = 'app-shell.html';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

const encodings: readonly ContentEncoding[] = ['br', 'gzip'];
const suffixes: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  file: string;
  size: number;
  etag: string;
  encoding?: ContentEncoding;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A copy older than its original is stale: the original was replaced after the build compressed it. */
function isFreshCopy(copy: string, original: string): boolean {
  try {
    return statSync(copy).mtimeMs >= statSync(original).mtimeMs;
  } catch {
    return false;
  }
}

export function serveBuiltApp(distDir: string): Handler {
  const root = normalize(distDir + sep);
  // Files of a build never change while it is served (a new build restarts the stack), but the key
  // carries the modification time so a rebuilt dist in tests is never answered with an old ETag.
  const variants = new Map<string, Variant>();

  function describe(file: string, encoding?: ContentEncoding): Variant {
    const { size, mtimeMs } = statSync(file);
    const key = `${file}:${mtimeMs}`;
    const known = variants.get(key);
    if (known) return known;
    const hash = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 22);
    const variant = { file, size, etag: `"${hash}${encoding ? `-${encoding}` : ''}"`, encoding };
    variants.set(key, variant);
    return variant;
  }

  function resolveFile(path: string): string | undefined {
    const file = normalize(join(root, path));
    if (!file.startsWith(root) && `${file}${sep}` !== root) return undefined;
    if (extname(file)) return isFile(file) ? file : undefined;
    // A public page prerendered at build time (/pricing → pricing.html, / → index.html).
    const prerendered = `${file.replace(/[\\/]+$/, '')}.html`;
    if (file !== root && isFile(prerendered)) return prerendered;
    if (file === root || `${file}${sep}` === root) return join(root, 'index.html');
    // Every other path is a client-side route: the empty app shell decides what it shows.
    const shell = join(root, APP_SHELL);
    return isFile(shell) ? shell : join(root, 'index.html');
  }

  return (c: Context) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    if (path.includes('\0')) return c.text('Bad request', 400);
    // Folders and files whose name starts with a dot are the build's own (the server rendering
    // bundle in .server), never the browser's.
    if (path.split('/').some((segment) => segment.startsWith('.'))) return c.text('Not found', 404);
    const file = resolveFile(path);
    if (!file) return c.text('Not found', 404);
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    const compressible = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/.test(type);
    const encoding = compressible
      ? chooseEncoding(
          c.req.header('accept-encoding'),
          encodings.filter((candidate) => isFreshCopy(file + suffixes[candidate], file)),
        )
      : undefined;
    const variant = encoding ? describe(file + suffixes[encoding], encoding) : describe(file);
    const hashed = path.startsWith('/assets/');
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      ETag: variant.etag,
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
    const ifNoneMatch = c.req.header('if-none-match');
    if (
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    headers['Content-Length'] = String(variant.size);
    const body =
      c.req.method === 'HEAD'
        ? null
        : (Readable.toWeb(createReadStream(variant.file)) as ReadableStream<Uint8Array>);
    return new Response(body, { status: 200, headers });
  };
}
