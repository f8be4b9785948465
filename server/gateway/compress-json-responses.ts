// Compresses the JSON answers of the API (PostgREST rows, auth sessions, function results) for
// clients that accept it: a page of stories shrinks several-fold on a phone's slow network.
// Event streams are left alone, so streamed story parts still arrive as they are written.
import { Readable } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding } from './choose-encoding.ts';

/** Below this a compressed answer saves less than its headers cost; unknown lengths are compressed. */
const minimumBytes = 1024;
/** Up to this size an answer is compressed in one step, with a window sized to it. */
const wholeBytes = 64 * 1024;
const jsonType = /^application\/(?:[\w.+-]+\+)?json\b/i;

export function compressJsonResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!jsonType.test(response.headers.get('content-type') ?? '')) return;
    response.headers.append('Vary', 'Accept-Encoding');
    if (c.req.method === 'HEAD' || response.headers.has('content-encoding')) return;
    const length = response.headers.get('content-length');
    if (length !== null && Number(length) < minimumBytes) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    // Asked last: reading the body of an answer the server would send as bytes turns it into a stream.
    if (!encoding || !response.body) return;
    const etag = response.headers.get('etag');
    // Quality 5 keeps brotli as fast as gzip per request while still smaller.
    if (length !== null && Number(length) <= wholeBytes) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            })
          : gzipSync(bytes, { level: 6 });
      c.res = new Response(compressed, { status: response.status, headers: response.headers });
      c.res.headers.set('Content-Length', String(compressed.byteLength));
    } else {
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip({ level: 6 });
      const source = Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]);
      c.res = new Response(
        Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>,
        response,
      );
      c.res.headers.delete('content-length');
    }
    c.res.headers.set('Content-Encoding', encoding);
    // The compressed bytes differ from the identity ones, so a strong validator would lie.
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
