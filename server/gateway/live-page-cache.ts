// The live pages a visitor opens are the same for every visitor (they read as the anonymous role),
// so one render of an address serves everyone who asks for it in the next few seconds, and visitors
// who ask while it renders wait for that render rather than starting their own. A committed write
// that changes a live page forgets every page (forget-live-pages-on-change.ts), so a story published,
// liked or changed shows on the next visit; a write with the triggers off (a seed) shows once the
// page's few seconds are over.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './choose-encoding.ts';

/** How long a rendered page is served again without a write in between. */
export const LIVE_PAGE_TTL_MS = 3000;
/** Discover's addresses are as many as its searches: the least recently served go first. */
const MAX_PAGES = 200;

export interface CachedPage {
  html: string;
  expires: number;
  /** Each encoding's bytes, compressed once when the first visitor asking for it comes. */
  bodies: Map<ContentEncoding | 'identity', Buffer<ArrayBuffer>>;
}

export interface LivePageCache {
  /** The page at this address, rendered by whoever asked first; undefined when it did not render. */
  read(address: string, render: () => Promise<string | undefined>): Promise<CachedPage | undefined>;
  /** A write changed a live page: no page rendered before or during it is served again. */
  forget(): void;
}

export function compressPage(
  html: string,
  encoding: ContentEncoding | undefined,
): Buffer<ArrayBuffer> {
  // Quality 5 keeps brotli about as fast as gzip per page while still smaller.
  if (encoding === 'br')
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return Buffer.from(html);
}

export function bodyOf(
  page: CachedPage,
  encoding: ContentEncoding | undefined,
): Buffer<ArrayBuffer> {
  const key = encoding ?? 'identity';
  let body = page.bodies.get(key);
  if (!body) {
    body = compressPage(page.html, encoding);
    page.bodies.set(key, body);
  }
  return body;
}

export function createLivePageCache({
  ttlMs = LIVE_PAGE_TTL_MS,
  now = Date.now,
}: { ttlMs?: number; now?: () => number } = {}): LivePageCache {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  // Counts writes: a render that saw one start while it read is handed to its visitors, not kept.
  let writes = 0;

  function keep(address: string, page: CachedPage): void {
    pages.delete(address);
    pages.set(address, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  }

  return {
    read(address, render) {
      const cached = pages.get(address);
      if (cached && cached.expires > now()) return Promise.resolve(cached);
      pages.delete(address);
      const shared = rendering.get(address);
      if (shared) return shared;
      const writesBefore = writes;
      const started = render().then(
        (html): CachedPage | undefined => {
          if (html === undefined) return undefined;
          const page: CachedPage = { html, expires: now() + ttlMs, bodies: new Map() };
          if (writes === writesBefore) keep(address, page);
          return page;
        },
        () => undefined,
      );
      rendering.set(address, started);
      void started.finally(() => {
        if (rendering.get(address) === started) rendering.delete(address);
      });
      return started;
    },
    forget() {
      writes += 1;
      pages.clear();
      // Visitors arriving after the write start a render of their own.
      rendering.clear();
    },
  };
}
