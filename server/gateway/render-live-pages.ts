// The public pages that show live data, rendered for each request with the build's own server
// rendering (src/app/render-page.tsx, the bundle the prerendering used): a published story's page
// with its text and its own head (title, description, canonical address, cover), and Discover with
// its first page of stories, so a phone paints them from HTML before any script arrives. The page
// reads as the anonymous role through PostgREST, so it shows only what any stranger may see; an
// unpublished or unknown story, a failed read or a missing build leaves the address to the app
// (the app shell, or Discover's prerendered page), which then shows what the reader may see. So does
// Discover on a device with a child's profile open (its cookie): the app lists only the child's bands.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { findInlineCode } from '../../common/find-inline-code.ts';
import {
  CHILD_PROFILE_COOKIE,
  PAGE_MARKS,
  PAGE_TEMPLATE_FILE,
  type RenderedPage,
} from '../../common/server-rendered-pages.ts';
import { chooseEncoding } from './choose-encoding.ts';
import { bodyOf, type CachedPage, type LivePageCache } from './live-page-cache.ts';
import { createPageRenderer } from './page-renderer.ts';

/** The addresses rendered with live data; /story/{id} (the author's page) keeps its link preview. */
export const LIVE_PAGE_PATHS = ['/story-viewer/:id', '/discover'] as const;

const childProfileOpen = new RegExp(`(?:^|;\\s*)${CHILD_PROFILE_COOKIE}=1(?:;|$)`);

const storyId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LivePagesOptions {
  distDir: string;
  /** PostgREST itself, read with the anonymous key: never the service role for what a visitor sees. */
  restUrl: string;
  anonKey: string;
  /** The configured public URL, for the canonical address (never the request's Host header). */
  siteUrl: () => string;
  /** Shares one render of an address among the visitors of the next few seconds; none renders each. */
  cache?: LivePageCache;
}

// The marks are plain text (no pattern characters); capturing keeps them among the parts.
const marks = new RegExp(`(${Object.values(PAGE_MARKS).join('|')})`);

/** The template's parts around its marks, read again when a rebuild replaces it. */
function readTemplate(file: string): () => string[] | undefined {
  let known: { mtimeMs: number; parts: string[] } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (known?.mtimeMs !== mtimeMs) {
        const template = readFileSync(file, 'utf8');
        known = { mtimeMs, parts: template.split(marks) };
      }
      return known.parts;
    } catch {
      return undefined;
    }
  };
}

function fillTemplate(parts: readonly string[], page: RenderedPage): string {
  const fill: Record<string, string> = {
    [PAGE_MARKS.head]: page.head,
    [PAGE_MARKS.html]: page.html,
    [PAGE_MARKS.data]: page.data ?? '',
  };
  return parts.map((part) => fill[part] ?? part).join('');
}

export function renderLivePages({
  distDir,
  restUrl,
  anonKey,
  siteUrl,
  cache,
}: LivePagesOptions): MiddlewareHandler {
  const render = createPageRenderer(distDir);
  const template = readTemplate(join(distDir, PAGE_TEMPLATE_FILE));
  const renderHtml = async (path: string): Promise<string | undefined> => {
    const parts = template();
    if (!parts) return undefined;
    const page = await render(path, {
      restUrl,
      anonKey,
      address: `${siteUrl()}${new URL(path, 'http://page').pathname}`,
    });
    if (page?.status !== 200) return undefined;
    // React escapes what it renders and the head and data writers escape theirs; should anything
    // still carry inline code, the page is not sent (the CSP would refuse it anyway).
    const inline = findInlineCode(`${page.head}${page.html}${page.data ?? ''}`);
    if (inline) {
      console.error(`server rendering of ${path} made inline code: ${inline}`);
      return undefined;
    }
    return fillTemplate(parts, page);
  };
  const renderOnce = async (path: string): Promise<CachedPage | undefined> => {
    const html = await renderHtml(path);
    return html === undefined ? undefined : { html, expires: 0, bodies: new Map() };
  };
  // The first visitor after a start waited 170-1,040 ms for the worker's first render (React's
  // code not yet compiled, PostgREST's and PostgreSQL's first read of the stories): one render of
  // Discover at start, thrown away, pays for that instead.
  void renderHtml('/discover');
  return async (c, next) => {
    const id = c.req.param('id');
    if (id !== undefined && !storyId.test(id)) return next();
    const url = new URL(c.req.url);
    if (id === undefined && childProfileOpen.test(c.req.header('cookie') ?? '')) return next();
    const path = `${url.pathname}${url.search}`;
    const page = await (cache ? cache.read(path, () => renderHtml(path)) : renderOnce(path));
    if (!page) return next();
    const encoding = chooseEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    const body = bodyOf(page, encoding);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      'Content-Length': String(body.byteLength),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
