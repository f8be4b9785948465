// Build step: renders the public pages of the app to static HTML with the router's own server
// rendering (a Vite SSR build of src/app/render-page.tsx), so a phone paints words before any
// script arrives; the app then hydrates the same markup. No script is asked for before that paint:
// a page's head has no module script and no modulepreload, and one inline boot script (allowed by
// its hash alone, written to csp-script-hashes.json for the gateway) loads the app once the page
// is painted. The CSP allows no other inline script and no inline style (style-src 'self'), so
// every page links one hashed stylesheet holding all of the build's CSS (small, and cached once for
// every page) and the build refuses a page with any other inline code. The empty shell for all
// other routes becomes app-shell.html and loads the app at once. Runs before the service worker is
// generated, so the worker precaches these documents and opens them offline.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { SCRIPT_HASHES_FILE } from '../supabase/functions/_shared/content-security-policy.ts';
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

/**
 * What the CSP would block: a script without src (but for the boot script, the one the CSP allows by
 * its hash), a style element, a style or event handler attribute.
 */
export function findInlineCode(html: string): string | undefined {
  const rest = html.replace(/<script data-modules="[^"<>]*">([^<]*)<\/script>/g, (element, text) =>
    text === BOOT_SCRIPT ? '' : element,
  );
  return [
    /<script(?![^>]*\ssrc=)[^>]*>/i,
    /<style[\s>]/i,
    /<[a-z][^>]*\sstyle=[^>]*>/i,
    /<[a-z][^>]*\son[a-z]+=[^>]*>/i,
  ]
    .map((pattern) => pattern.exec(rest)?.[0])
    .find(Boolean);
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

export function writePrerenderedDocument(
  shell: string,
  page: RenderedPage,
  stylesheet: string,
): string {
  const head = page.head.map(writeHeadTag).join('\n    ');
  const boot = writeBootScript(readAppModules(shell));
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</head>', `  ${head}\n    <link rel="stylesheet" href="${stylesheet}" />\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${page.html}</div>`)
    .replace('</body>', `  ${boot}\n  </body>`);
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
        writeFileSync(join(outDir, SCRIPT_HASHES_FILE), JSON.stringify([BOOT_SCRIPT_HASH]));
        rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
}
