// Build step: renders the public pages of the app to static HTML with the router's own server
// rendering (a Vite SSR build of src/app/render-page.tsx), so a phone paints words before any
// script arrives; the app then hydrates the same markup. No script is asked for before that paint:
// a page's head has no module script and no modulepreload, and one inline boot script (allowed by
// its hash alone, written to csp-script-hashes.json for the gateway) loads the app once the page
// is painted. The CSP allows no other inline script and no inline style (style-src 'self'), so
// every page links one hashed stylesheet holding all of the build's CSS (small, and cached once for
// every page) and the build refuses a page with any other inline code. The empty shell for all
// other routes becomes app-shell.html and loads the app at once. Runs before the service worker is
// generated, so the worker precaches these documents and opens them offline. The server rendering
// bundle and a page template stay in the build's .server folder, for the gateway to render the
// pages that show live data with (server/gateway/render-live-pages.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { SCRIPT_HASHES_FILE } from '../common/content-security-policy.ts';
import { findInlineCode as findInlineCodeIn } from '../common/find-inline-code.ts';
import {
  PAGE_MARKS,
  PAGE_TEMPLATE_FILE,
  SERVER_RENDERER_FILE,
  type RenderedPage,
} from '../common/server-rendered-pages.ts';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from './boot-script.ts';

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

/** What the CSP would block: any inline code but the boot script the CSP allows by its hash. */
export function findInlineCode(html: string): string | undefined {
  return findInlineCodeIn(html, [BOOT_SCRIPT]);
}

/** The shell's module scripts and modulepreloads, the entry first: what the boot script loads after the paint. */
export function readAppModules(shell: string): string[] {
  const entries = [...shell.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)];
  const preloads = [...shell.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)];
  if (entries.length !== 1)
    throw new Error(`The app shell has ${entries.length} entry scripts, not 1`);
  return [...entries, ...preloads].map((match) => match[1] ?? '');
}

function writeBootScript(modules: string[]): string {
  if (modules.some((module) => !/^\/[\w./-]+\.js$/.test(module)))
    throw new Error(`An app module has an unexpected address: ${modules.join(' ')}`);
  return `<script data-modules="${modules.join(' ')}">${BOOT_SCRIPT}</script>`;
}

// Replacements are functions throughout: a page's text may hold "$&" or "$'", which a replacement
// string would read as patterns.
export function writePrerenderedDocument(
  shell: string,
  page: Omit<RenderedPage, 'status'>,
  stylesheet: string,
): string {
  const boot = writeBootScript(readAppModules(shell));
  const data = page.data ? `${page.data}\n    ` : '';
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      '</head>',
      () => `  ${page.head}\n    <link rel="stylesheet" href="${stylesheet}" />\n  </head>`,
    )
    .replace(/<body>\n?/, (opening) => `${opening}    ${boot}\n`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${page.html}</div>`)
    .replace('</body>', () => `  ${data}</body>`);
}

/** The document the gateway renders live pages into: a prerendered one with marks for the page. */
export function writePageTemplate(shell: string, stylesheet: string): string {
  return writePrerenderedDocument(shell, { ...PAGE_MARKS }, stylesheet);
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
        const serverDir = dirname(join(outDir, SERVER_RENDERER_FILE));
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
          pathToFileURL(join(outDir, SERVER_RENDERER_FILE)).href,
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
        const template = writePageTemplate(shell, stylesheet);
        const inline = findInlineCode(template);
        if (inline) throw new Error(`The page template has inline code the CSP blocks: ${inline}`);
        writeFileSync(join(outDir, PAGE_TEMPLATE_FILE), template);
        writeFileSync(join(outDir, SCRIPT_HASHES_FILE), JSON.stringify([BOOT_SCRIPT_HASH]));
      },
    },
  };
}
