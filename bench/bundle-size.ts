// Prints the gzip bytes of JavaScript and CSS the home route loads (index.html's own tags, and what
// Chromium really fetches for /, lazy route chunks included) and of the whole service-worker precache,
// and per public route the bytes fetched before the first contentful paint and before the page is idle.
// Usage: node --import tsx bench/bundle-size.ts [--dist DIR] [--why]
// (without --dist it builds the working tree; --why rebuilds it with source maps to name the heaviest sources)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const homeJsBudget = 100 * 1024;
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

function readIndexAssets(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
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

const publicRoutes = [
  '/',
  '/discover',
  '/create',
  '/pricing',
  '/about',
  '/learning',
  '/beta',
  '/privacy-policy',
  '/login',
  '/signup',
];

interface RouteBytes {
  route: string;
  fcp: number;
  beforePaint: { js: number; css: number; html: number };
  beforeIdle: { js: number; css: number; html: number };
}

/** What Chromium fetched (Resource Timing) before the first contentful paint and before the page
 * went idle (network quiet, then an idle callback), as gzip bytes of the built files. */
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
    for (const route of publicRoutes) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      // The page is idle at the first idle callback after load: registered first, it runs before
      // anything the app itself waits for idle to start (its data layer).
      await page.addInitScript(() => {
        addEventListener('load', () =>
          requestIdleCallback(() => {
            (window as unknown as { firstIdle: number }).firstIdle = performance.now();
          }),
        );
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(async () => {
        await new Promise((resolveIdle) => requestIdleCallback(resolveIdle, { timeout: 5000 }));
        const idle = (window as unknown as { firstIdle?: number }).firstIdle ?? Infinity;
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

const dist =
  distArgument >= 0
    ? resolve(args[distArgument + 1] ?? '')
    : buildInto(resolve('.tmp/bench-bundle-dist'), false);
console.log(`build: ${dist}`);
summarise('index.html tags (entry, modulepreload, stylesheet)', dist, readIndexAssets(dist));
const homeAssets = await recordHomeRouteAssets(dist);
const home = summarise('home route / as loaded by Chromium', dist, homeAssets);
summarise('whole precache', dist, readPrecacheUrls(dist));
console.log(
  `home route JS budget ${formatKb(homeJsBudget)}: ${home.js <= homeJsBudget ? 'within' : `OVER by ${formatKb(home.js - homeJsBudget)}`}`,
);

console.log(
  'bytes per route (gzip; the document counts once; FCP as measured unthrottled in Chromium):',
);
const routeBytes = await recordRouteBytes(dist);
for (const entry of routeBytes) {
  const { beforePaint: paint, beforeIdle: idle } = entry;
  console.log(
    `  ${entry.route.padEnd(16)} before first paint: JS ${formatKb(paint.js).padStart(9)}, CSS ${formatKb(paint.css).padStart(8)}, HTML ${formatKb(paint.html).padStart(7)}` +
      ` | before idle: JS ${formatKb(idle.js).padStart(9)}, CSS ${formatKb(idle.css).padStart(8)} | FCP ${Math.round(entry.fcp)} ms`,
  );
}

const homeBytes = routeBytes.find((entry) => entry.route === '/');
if (homeBytes) {
  const { beforePaint, beforeIdle } = homeBytes;
  console.log(
    `budget: JS before first paint on / ${formatKb(beforePaint.js)} (aim 0): ${beforePaint.js === 0 ? 'within' : 'OVER'}`,
  );
  console.log(
    `budget: JS before idle on / ${formatKb(beforeIdle.js)} (aim ${formatKb(idleJsBudget)}): ${beforeIdle.js <= idleJsBudget ? 'within' : `OVER by ${formatKb(beforeIdle.js - idleJsBudget)}`}`,
  );
}
const heavyChunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, gzip: gzipBytes(join(dist, 'assets', name)) }))
  .filter((chunk) => chunk.gzip > chunkBudget)
  .sort((a, b) => b.gzip - a.gzip);
console.log(
  `budget: chunks over ${formatKb(chunkBudget)} gzip (aim: only the story engine): ${heavyChunks.length === 0 ? 'none' : ''}`,
);
for (const chunk of heavyChunks)
  console.log(`    ${formatKb(chunk.gzip).padStart(9)}  assets/${chunk.name}`);

if (explain) {
  const mapped = buildInto(resolve('.tmp/bench-bundle-dist-maps'), true);
  const owners = attributeSources(mapped, await recordHomeRouteAssets(mapped));
  console.log('heaviest sources of the home route JS (estimated gzip share):');
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${formatKb(bytes).padStart(9)}  ${owner}`);
}
