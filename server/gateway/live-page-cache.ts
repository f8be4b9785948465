// The live pages a visitor opens are the same for every visitor (they read as the anonymous role),
// so one render of an address serves everyone who asks for it in the next few seconds, and visitors
// who ask while it renders wait for that render rather than starting their own. A committed write
// that changes a live page forgets every page (forget-live-pages-on-change.ts), so a story published,
// liked or changed shows on the next visit; a write with the triggers off (a seed) shows once the
// page's few seconds are over. The pages visitors opened lately are rendered again as soon as a
// write forgets them, so the first visitor after a publish finds the new page made or being made.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './choose-encoding.ts';

/** How long a rendered page is served again without a write in between. */
export const LIVE_PAGE_TTL_MS = 3000;
/** Discover's addresses are as many as its searches: the least recently served go first. */
const MAX_PAGES = 200;
/** A page visitors opened this recently is rendered again when a write forgets it. */
export const HOT_PAGE_MS = 30_000;
/** The most pages rendered again at once after a write: Discover's first page and a few more. */
const MAX_REFRESHED_PAGES = 3;

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
  /** How often and when last each address was asked for by a visitor, and how it renders. */
  const visited = new Map<
    string,
    { visits: number; at: number; render: () => Promise<string | undefined> }
  >();
  // One round of renders after writes at a time: writes during it ask for one more round, so a
  // burst of likes costs each hot page two renders, not one per like.
  let refreshing = false;
  let refreshAgain = false;

  function keep(address: string, page: CachedPage): void {
    pages.delete(address);
    pages.set(address, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  }

  function renderShared(
    address: string,
    render: () => Promise<string | undefined>,
  ): Promise<CachedPage | undefined> {
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
  }

  function refreshHotPages(): void {
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    for (const [address, { at }] of visited) if (now() - at >= HOT_PAGE_MS) visited.delete(address);
    // The most asked for, so a stream of one-off searches does not push out Discover's first page.
    const hot = [...visited]
      .sort(([, a], [, b]) => b.visits - a.visits)
      .slice(0, MAX_REFRESHED_PAGES);
    if (hot.length === 0) return;
    refreshing = true;
    void Promise.all(hot.map(([address, { render }]) => renderShared(address, render))).finally(
      () => {
        refreshing = false;
        if (!refreshAgain) return;
        refreshAgain = false;
        refreshHotPages();
      },
    );
  }

  return {
    read(address, render) {
      const visits = (visited.get(address)?.visits ?? 0) + 1;
      visited.delete(address);
      visited.set(address, { visits, at: now(), render });
      if (visited.size > MAX_PAGES) visited.delete(visited.keys().next().value!);
      const cached = pages.get(address);
      if (cached && cached.expires > now()) return Promise.resolve(cached);
      pages.delete(address);
      return renderShared(address, render);
    },
    forget() {
      writes += 1;
      pages.clear();
      // Visitors arriving after the write start a render of their own, unless a hot page's has.
      rendering.clear();
      refreshHotPages();
    },
  };
}
