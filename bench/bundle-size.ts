// Prints the gzip bytes of JavaScript and CSS the app shell names, what Chromium really fetches for /
// (lazy route chunks and the data layer included) and the whole service-worker precache; then, for /
// and each prerendered page, the JavaScript Chromium fetched before the first contentful paint and
// before the page was first idle once hydrated, with the budgets marked ✓ or ✗.
// Usage: node --import tsx bench/bundle-size.ts [--dist DIR] [--why]
// (without --dist it builds the working tree into .tmp; --why rebuilds it with source maps to name
// the heaviest sources)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BOOT_SCRIPT } from '../scripts/boot-script.ts';
import { PRERENDERED_PATHS } from '../scripts/prerender-pages.ts';

const idleJsBudget = 100 * 1024;
const chunkBudget = 50 * 1024;
const args = process.argv.slice(2);
const distArgument = args.indexOf('--dist');
const explain = args.includes('--why');

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

function buildInto(outDir: string, sourcemap: boolean): string {
  const viteArgs = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (sourcemap) viteArgs.push('--sourcemap');
  execFileSync('npx', viteArgs, { stdio: 'inherit' });
  return outDir;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Serves the build like the gateway does: files, SPA fallback, and the two public API answers. */
function serveBuild(dist: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path === '/api/health-check')
      return void response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end('{"status":"ok"}');
    if (path === '/api/config') {
      const origin = `http://${request.headers.host}`;
      return void response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ supabaseUrl: origin, supabaseAnonKey: 'bench' }));
    }
    const target = resolveDocument(dist, path);
    response
      .writeHead(200, {
        'Content-Type': contentTypes[extname(target)] ?? 'application/octet-stream',
      })
      .end(readFileSync(target));
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

/** Like the gateway: a file, a page prerendered at build time (/pricing → pricing.html), else the app shell. */
function resolveDocument(dist: string, path: string): string {
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist)) return join(dist, 'index.html');
  if (extname(file)) return existsSync(file) ? file : join(dist, 'index.html');
  const prerendered = `${file.replace(/\/+$/, '')}.html`;
  if (path !== '/' && existsSync(prerendered)) return prerendered;
  if (path === '/' || !existsSync(join(dist, 'app-shell.html'))) return join(dist, 'index.html');
  return join(dist, 'app-shell.html');
}

/** The app shell's own tags: what a page the build did not prerender loads at once. */
function readAppShellAssets(dist: string): string[] {
  const shell = existsSync(join(dist, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  const html = readFileSync(join(dist, shell), 'utf8');
  const assets = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = /rel="modulepreload"/.test(tag);
    const isStyle = /rel="stylesheet"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url && (isScript || isPreload || isStyle)) assets.add(url.replace(/^\//, ''));
  }
  return [...assets];
}

async function recordHomeRouteAssets(dist: string): Promise<string[]> {
  const server = await serveBuild(dist);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(port) && /\.(js|css)$/.test(url.pathname))
        loaded.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return [...loaded];
  } finally {
    await browser.close();
    server.close();
  }
}

interface RouteBytes {
  route: string;
  fcp: number;
  idle: number;
  beforePaint: { js: number; css: number; html: number };
  beforeIdle: { js: number; css: number; html: number };
}

/** What Chromium fetched (Resource Timing, the same clock as the paint timing) before the first
 * contentful paint and before the page was first idle once React had taken it over, as gzip bytes
 * of the built files. */
async function recordRouteBytes(dist: string): Promise<RouteBytes[]> {
  const server = await serveBuild(dist);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const gzipOf = (path: string): number => gzipBytes(resolveDocument(dist, path));
  const tally = (paths: string[]) => ({
    js: paths.filter((path) => path.endsWith('.js')).reduce((sum, path) => sum + gzipOf(path), 0),
    css: paths.filter((path) => path.endsWith('.css')).reduce((sum, path) => sum + gzipOf(path), 0),
  });
  const results: RouteBytes[] = [];
  try {
    for (const route of PRERENDERED_PATHS) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      // The page is idle at the first idle period after React has begun to take the page over
      // (its nodes carry fibers). The check is an idle callback asked for from the start and again
      // after each idle period, so in that first idle period it runs before the idle callbacks the
      // app asks for while hydrating (its data layer, the cookie check): callbacks run in the order
      // they were asked for. Asked for only once fibers were seen (at a frame), it could come after
      // them in the same idle period and count the data layer's first requests as before idle.
      // A string, not a function: tsx's transform would give a function a helper the page lacks.
      await page.addInitScript({
        content: `(() => {
          const watch = () => {
            const node = document.querySelector('#root > *');
            if (node && Object.keys(node).some((key) => key.startsWith('__reactFiber')))
              window.firstIdle = performance.now();
            else requestIdleCallback(watch);
          };
          requestIdleCallback(watch);
        })();`,
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => 'firstIdle' in window, undefined, { timeout: 30_000 });
      const timing = await page.evaluate(() => {
        const idle = (window as unknown as { firstIdle: number }).firstIdle;
        const fcp =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const resources = performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: entry.name, start: entry.startTime }));
        return { fcp, idle, resources };
      });
      const own = timing.resources
        .map((entry) => ({ ...entry, url: new URL(entry.name) }))
        .filter(
          (entry) => entry.url.port === String(port) && /\.(js|css)$/.test(entry.url.pathname),
        );
      const documentBytes = gzipOf(route);
      const beforePaint = tally(
        own.filter((entry) => entry.start < timing.fcp).map((entry) => entry.url.pathname),
      );
      const beforeIdle = tally(
        own.filter((entry) => entry.start < timing.idle).map((entry) => entry.url.pathname),
      );
      results.push({
        route,
        fcp: timing.fcp,
        idle: timing.idle,
        beforePaint: { ...beforePaint, html: documentBytes },
        beforeIdle: { ...beforeIdle, html: documentBytes },
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

function readPrecacheUrls(dist: string): string[] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const manifest = /\[\{"revision":[^\]]*\]/.exec(worker)?.[0];
  if (!manifest) throw new Error('No precache manifest found in sw.js');
  return (JSON.parse(manifest) as Array<{ url: string }>).map((entry) => entry.url);
}

function summarise(label: string, dist: string, files: string[]): { js: number; css: number } {
  const sizes = files.map((file) => ({ file, gzip: gzipBytes(join(dist, file)) }));
  const js = sizes
    .filter((entry) => entry.file.endsWith('.js'))
    .reduce((sum, entry) => sum + entry.gzip, 0);
  const css = sizes
    .filter((entry) => entry.file.endsWith('.css'))
    .reduce((sum, entry) => sum + entry.gzip, 0);
  console.log(
    `${label}: JS ${formatKb(js)} gzip (${js} B), CSS ${formatKb(css)} gzip (${css} B), ${files.length} files`,
  );
  for (const entry of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8))
    console.log(`    ${formatKb(entry.gzip).padStart(9)}  ${entry.file}`);
  return { js, css };
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Gzip bytes per package (node_modules) or source folder: each chunk's minified bytes by source map,
 * scaled by that chunk's own compression ratio (an estimate; gzip does not split exactly). */
function attributeSources(dist: string, files: string[]): Map<string, number> {
  const owners = new Map<string, number>();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const code = readFileSync(join(dist, file), 'utf8');
    const ratio = gzipBytes(join(dist, file)) / Buffer.byteLength(code);
    const lines = code.split('\n');
    let source = 0;
    map.mappings.split(';').forEach((line, lineIndex) => {
      const text = lines[lineIndex] ?? '';
      let column = 0;
      const segments = line ? line.split(',').map(decodeVlq) : [];
      segments.forEach((segment, index) => {
        column += segment[0] ?? 0;
        if (segment.length > 1) source += segment[1] ?? 0;
        const next = segments[index + 1];
        const end = next ? column + (next[0] ?? 0) : text.length;
        const path = map.sources[source] ?? 'unknown';
        const owner =
          /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ??
          path
            .replace(/^(\.\.\/)+/, '')
            .split('/')
            .slice(0, 3)
            .join('/');
        owners.set(owner, (owners.get(owner) ?? 0) + Math.max(0, end - column) * ratio);
      });
    });
  }
  return owners;
}

const mark = (within: boolean): string => (within ? '✓' : '✗');

const dist =
  distArgument >= 0
    ? resolve(args[distArgument + 1] ?? '')
    : buildInto(resolve('.tmp/bench-bundle-dist'), false);
console.log(`build: ${dist}`);
summarise(
  'app shell tags (entry, modulepreload, stylesheet; pages the build did not prerender)',
  dist,
  readAppShellAssets(dist),
);
summarise(
  'home route / as loaded by Chromium (everything until the network is quiet)',
  dist,
  await recordHomeRouteAssets(dist),
);
summarise('whole precache', dist, readPrecacheUrls(dist));

const bootBytes = gzipSync(BOOT_SCRIPT, { level: 9 }).length;
console.log(
  `inline boot script in each prerendered page: ${BOOT_SCRIPT.length} B (${bootBytes} B gzip)`,
);
console.log(
  'bytes per prerendered page (gzip; the document counts once; FCP and idle unthrottled in Chromium):',
);
const routeBytes = await recordRouteBytes(dist);
for (const entry of routeBytes) {
  const { beforePaint: paint, beforeIdle: idle } = entry;
  console.log(
    `  ${entry.route.padEnd(22)} before first paint: JS ${formatKb(paint.js).padStart(8)} ${mark(paint.js === 0)}, CSS ${formatKb(paint.css).padStart(7)}, HTML ${formatKb(paint.html).padStart(7)}` +
      ` | before idle: JS ${formatKb(idle.js).padStart(8)} ${mark(idle.js <= idleJsBudget)}, CSS ${formatKb(idle.css).padStart(7)}` +
      ` | FCP ${Math.round(entry.fcp)} ms, idle ${Math.round(entry.idle)} ms`,
  );
}

const home = routeBytes.find((entry) => entry.route === '/');
if (home) {
  console.log(
    `budget ${mark(home.beforePaint.js === 0)} JS before first paint on /: ${formatKb(home.beforePaint.js)} beyond the ${bootBytes} B inline boot script (aim 0)`,
  );
  console.log(
    `budget ${mark(home.beforeIdle.js <= idleJsBudget)} JS before idle on /: ${formatKb(home.beforeIdle.js)} (aim ≤ ${formatKb(idleJsBudget)})`,
  );
}
const paintedFirst = routeBytes.filter((entry) => entry.beforePaint.js === 0).length;
console.log(
  `budget ${mark(paintedFirst === routeBytes.length)} prerendered pages that paint before any script is fetched: ${paintedFirst} of ${routeBytes.length}`,
);
const idleWithin = routeBytes.filter((entry) => entry.beforeIdle.js <= idleJsBudget).length;
console.log(
  `budget ${mark(idleWithin === routeBytes.length)} prerendered pages with ≤ ${formatKb(idleJsBudget)} of JS before idle: ${idleWithin} of ${routeBytes.length}`,
);
const heavyChunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, gzip: gzipBytes(join(dist, 'assets', name)) }))
  .filter((chunk) => chunk.gzip > chunkBudget)
  .sort((a, b) => b.gzip - a.gzip);
const storyEngine = (name: string) => name.startsWith('storyteller-');
console.log(
  `budget ${mark(heavyChunks.every((chunk) => storyEngine(chunk.name)))} chunks over ${formatKb(chunkBudget)} gzip (aim: only the story engine): ${heavyChunks.length === 0 ? 'none' : heavyChunks.length}`,
);
for (const chunk of heavyChunks)
  console.log(
    `    ${formatKb(chunk.gzip).padStart(9)}  assets/${chunk.name}${storyEngine(chunk.name) ? ' (story engine, allowed)' : ''}`,
  );

if (explain) {
  const mapped = buildInto(resolve('.tmp/bench-bundle-dist-maps'), true);
  const owners = attributeSources(mapped, await recordHomeRouteAssets(mapped));
  console.log('heaviest sources of the home route JS (estimated gzip share):');
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${formatKb(bytes).padStart(9)}  ${owner}`);
}
