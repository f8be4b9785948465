// Build step: renders the public pages of the app to static HTML with the router's own server
// rendering (a Vite SSR build of src/app/render-page.tsx), so a phone paints words before any
// script arrives; the app then hydrates the same markup. The CSP allows no inline script or style
// (script-src and style-src 'self'), so every page links one hashed stylesheet holding all of the
// build's CSS (small, and cached once for every page) and the build refuses a page with inline code. The empty shell
// for all other routes becomes app-shell.html. Runs before the service worker is generated, so
// the worker precaches these documents and opens them offline.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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

/** Writes the pages' stylesheet under a name that changes with its content, and answers its URL. */
function writePagesStylesheet(outDir: string, css: string): string {
  const file = `assets/pages-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(join(outDir, file), css);
  return `/${file}`;
}

/** What the CSP would block: a script without src, a style element, a style or event handler attribute. */
export function findInlineCode(html: string): string | undefined {
  return [
    /<script(?![^>]*\ssrc=)[^>]*>/i,
    /<style[\s>]/i,
    /<[a-z][^>]*\sstyle=[^>]*>/i,
    /<[a-z][^>]*\son[a-z]+=[^>]*>/i,
  ]
    .map((pattern) => pattern.exec(html)?.[0])
    .find(Boolean);
}

export function writePrerenderedDocument(
  shell: string,
  page: RenderedPage,
  stylesheet: string,
): string {
  const head = page.head.map(writeHeadTag).join('\n    ');
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace('</head>', `  ${head}\n    <link rel="stylesheet" href="${stylesheet}" />\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${page.html}</div>`);
}

// The app's modules start timers when rendered (the query cache's garbage collection, five
// minutes), which would keep the build's process alive long after it is done; a worker thread
// renders the pages and is then ended, timers and all.
const renderWorkerCode = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry)
  .then(async ({ renderPage }) => {
    const pages = [];
    for (const path of workerData.paths) pages.push(await renderPage(path));
    parentPort.postMessage({ pages });
  })
  .catch((error) => parentPort.postMessage({ error: String(error && error.stack ? error.stack : error) }));
`;

async function renderInWorker(entry: string, paths: string[]): Promise<RenderedPage[]> {
  const worker = new Worker(renderWorkerCode, { eval: true, workerData: { entry, paths } });
  try {
    return await new Promise<RenderedPage[]>((resolvePages, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: { pages?: RenderedPage[]; error?: string }) => {
        if (message.pages) resolvePages(message.pages);
        else reject(new Error(`Prerendering failed: ${message.error ?? 'no pages'}`));
      });
    });
  } finally {
    await worker.terminate();
  }
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
        const pages = await renderInWorker(
          pathToFileURL(join(serverDir, 'render-page.js')).href,
          PRERENDERED_PATHS,
        );
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, APP_SHELL), shell);
        const stylesheet = writePagesStylesheet(outDir, readAllCss(outDir, shell));
        for (const [index, path] of PRERENDERED_PATHS.entries()) {
          const page = pages[index] as RenderedPage;
          if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}`);
          const document = writePrerenderedDocument(shell, page, stylesheet);
          const inline = findInlineCode(document);
          if (inline)
            throw new Error(`Prerendering ${path} made inline code the CSP blocks: ${inline}`);
          const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, document);
        }
        rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
}
