// The public pages that show live data, rendered for each request with the build's own server
// rendering (src/app/render-page.tsx, the bundle the prerendering used): a published story's page
// with its text and its own head (title, description, canonical address, cover), and Discover with
// its first page of stories, so a phone paints them from HTML before any script arrives. The page
// reads as the anonymous role through PostgREST, so it shows only what any stranger may see; an
// unpublished or unknown story, a failed read or a missing build leaves the address to the app
// (the app shell, or Discover's prerendered page), which then shows what the reader may see.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { findInlineCode } from '../../common/find-inline-code.ts';
import {
  PAGE_MARKS,
  PAGE_TEMPLATE_FILE,
  type RenderedPage,
} from '../../common/server-rendered-pages.ts';
import { chooseEncoding } from './choose-encoding.ts';
import { createPageRenderer } from './page-renderer.ts';

/** The addresses rendered with live data; /story/{id} (the author's page) keeps its link preview. */
export const LIVE_PAGE_PATHS = ['/story-viewer/:id', '/discover'] as const;

const storyId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LivePagesOptions {
  distDir: string;
  /** PostgREST itself, read with the anonymous key: never the service role for what a visitor sees. */
  restUrl: string;
  anonKey: string;
  /** The configured public URL, for the canonical address (never the request's Host header). */
  siteUrl: () => string;
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

function compress(html: string, acceptEncoding: string | undefined) {
  const encoding = chooseEncoding(acceptEncoding, ['br', 'gzip']);
  if (encoding === 'br')
    return {
      encoding,
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (encoding === 'gzip') return { encoding, body: gzipSync(html, { level: 6 }) };
  return { encoding: undefined, body: Buffer.from(html) };
}

export function renderLivePages({
  distDir,
  restUrl,
  anonKey,
  siteUrl,
}: LivePagesOptions): MiddlewareHandler {
  const render = createPageRenderer(distDir);
  const template = readTemplate(join(distDir, PAGE_TEMPLATE_FILE));
  return async (c, next) => {
    const id = c.req.param('id');
    if (id !== undefined && !storyId.test(id)) return next();
    const parts = template();
    if (!parts) return next();
    const url = new URL(c.req.url);
    const page = await render(`${url.pathname}${url.search}`, {
      restUrl,
      anonKey,
      address: `${siteUrl()}${url.pathname}`,
    });
    if (page?.status !== 200) return next();
    // React escapes what it renders and the head and data writers escape theirs; should anything
    // still carry inline code, the page is not sent (the CSP would refuse it anyway).
    const inline = findInlineCode(`${page.head}${page.html}${page.data ?? ''}`);
    if (inline) {
      console.error(`server rendering of ${url.pathname} made inline code: ${inline}`);
      return next();
    }
    const { encoding, body } = compress(fillTemplate(parts, page), c.req.header('accept-encoding'));
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
