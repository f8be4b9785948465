// Build step: renders the public pages of the app to static HTML with the router's own server
// rendering (a Vite SSR build of src/app/render-page.tsx), every page's CSS inline, so a phone
// paints words before any script arrives; the app then hydrates the same markup. The empty shell
// for all other routes becomes app-shell.html. Runs before the service worker is generated, so
// the worker precaches these documents and opens them offline.
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The pages anyone may open without an account; each becomes `<path>.html` (the home page index.html). */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/learning',
  '/pricing',
  '/pricing/legacy',
  '/beta',
  '/discover',
  '/create',
  '/privacy-policy',
  '/auth/signin',
  '/auth/signup',
  '/auth/forgot-password',
  '/login',
  '/signup',
];

export const APP_SHELL = 'app-shell.html';

interface HeadTag {
  tag: 'title' | 'meta';
  attrs: Record<string, string>;
  text?: string;
}

interface RenderedPage {
  html: string;
  head: HeadTag[];
  status: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function writeHeadTag(tag: HeadTag): string {
  if (tag.tag === 'title') return `<title>${escapeHtml(tag.text ?? '')}</title>`;
  const attributes = Object.entries(tag.attrs)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<meta ${attributes} />`;
}

/** All of the build's CSS, the entry's first: 9 KB compressed in all, less than one round trip. */
function readAllCss(outDir: string, shell: string): string {
  const entryCss = [
    ...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g),
  ].map((match) => match[1] ?? '');
  const others = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `assets/${name}`)
    .filter((file) => !entryCss.includes(file))
    .sort();
  return [...entryCss, ...others]
    .map((file) => readFileSync(join(outDir, file), 'utf8'))
    .join('\n');
}

export function writePrerenderedDocument(shell: string, page: RenderedPage, css: string): string {
  const head = page.head.map(writeHeadTag).join('\n    ');
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(
      '</head>',
      `  ${head}\n    <style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${page.html}</div>`);
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storycanvas:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, 'node_modules/.cache/storycanvas-prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, 'src/app/render-page.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        const { renderPage } = (await import(
          pathToFileURL(join(serverDir, 'render-page.js')).href
        )) as {
          renderPage: (path: string) => Promise<RenderedPage>;
        };
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, APP_SHELL), shell);
        const css = readAllCss(outDir, shell);
        for (const path of PRERENDERED_PATHS) {
          const page = await renderPage(path);
          if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}`);
          const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, writePrerenderedDocument(shell, page, css));
        }
        rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
}
