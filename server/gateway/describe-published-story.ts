// Link previews for published stories: a document request for /story/{id} (the author's page), or
// for /story-viewer/{id} (where readers read it) when its server rendering could not be made, of a
// public story gets the app shell with the story's title, description and cover in its title, meta
// and Open Graph tags, so a shared link shows the story in chats and search results without
// running the app.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { APP_SHELL } from './serve-built-app.ts';

/** The addresses a shared story link may have; the preview's canonical address is the reader's. */
export const LINK_PREVIEW_PATHS = ['/story/:id', '/story-viewer/:id'] as const;

const storyId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PublishedStory {
  title: string;
  description: string | null;
  thumbnail_url: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** PostgREST, read as the anonymous role: a preview says only what any stranger may read. */
export interface PublicReadSource {
  restUrl: string;
  anonKey: string;
}

async function readPublishedStory(
  { restUrl, anonKey }: PublicReadSource,
  id: string,
): Promise<PublishedStory | undefined> {
  try {
    const response = await fetch(
      `${restUrl}/public_stories?select=title,description,thumbnail_url&id=eq.${id}`,
      { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } },
    );
    if (!response.ok) return undefined;
    const [story] = (await response.json()) as PublishedStory[];
    return story;
  } catch {
    return undefined;
  }
}

export function describePublishedStory(
  source: PublicReadSource,
  distDir: string,
): MiddlewareHandler {
  const shellPath = existsSync(join(distDir, APP_SHELL))
    ? join(distDir, APP_SHELL)
    : join(distDir, 'index.html');
  let shell = { mtimeMs: -1, html: '' };
  const readShell = () => {
    const { mtimeMs } = statSync(shellPath);
    if (mtimeMs !== shell.mtimeMs) shell = { mtimeMs, html: readFileSync(shellPath, 'utf8') };
    return shell.html;
  };

  return async (c, next) => {
    const id = c.req.param('id') ?? '';
    if (!storyId.test(id)) return next();
    const story = await readPublishedStory(source, id);
    if (!story) return next();
    const origin = new URL(c.req.url).origin;
    const title = story.title.trim() || 'A story';
    const description =
      story.description?.trim() || `${title}: a branching, illustrated story on StoryCanvas.`;
    const cover = story.thumbnail_url
      ? new URL(story.thumbnail_url, origin).href
      : `${origin}/icons/icon-512.png`;
    const address = `${origin}/story-viewer/${id}`;
    const tags = [
      `<title>${escapeHtml(title)} · StoryCanvas</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<meta name="robots" content="index, follow" />`,
      `<link rel="canonical" href="${escapeHtml(address)}" />`,
      `<meta property="og:type" content="article" />`,
      `<meta property="og:site_name" content="StoryCanvas" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:image" content="${escapeHtml(cover)}" />`,
      `<meta property="og:url" content="${escapeHtml(address)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    ].join('\n    ');
    const html = readShell()
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `  ${tags}\n  </head>`);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    return c.html(html);
  };
}
