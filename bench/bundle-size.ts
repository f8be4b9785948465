// Prints the gzip bytes of JavaScript and CSS the app shell names, what Chromium really fetches for /
// (lazy route chunks and the data layer included) and the whole service-worker precache; then, for /
// and each prerendered page, the JavaScript Chromium fetched before the first contentful paint and
// before the page was first idle once hydrated, with the budgets marked ✓ or ✗.
// Usage: node --import tsx bench/bundle-size.ts [--dist DIR] [--why]
// (without --dist it builds the working tree into .tmp; --why rebuilds it with source maps to name
// the heaviest sources)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_SCRIPT } from '../scripts/boot-script.ts';
import { attributeSources } from './support/attribute-bundle-sources.ts';
import { gzipBytes } from './support/gzip-bytes.ts';
import { recordHomeRouteAssets, recordRouteBytes } from './support/record-route-bytes.ts';

const idleJsBudget = 100 * 1024;
const chunkBudget = 50 * 1024;
const args = process.argv.slice(2);
const distArgument = args.indexOf('--dist');
const explain = args.includes('--why');

function buildInto(outDir: string, sourcemap: boolean): string {
  const viteArgs = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (sourcemap) viteArgs.push('--sourcemap');
  execFileSync('npx', viteArgs, { stdio: 'inherit' });
  return outDir;
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
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
const homeAssets = await recordHomeRouteAssets(dist);
summarise(
  'home route / as loaded by Chromium (everything until the network is quiet)',
  dist,
  homeAssets,
);
const precached = readPrecacheUrls(dist);
summarise('whole precache', dist, precached);

// The on-device model's engine: wllama's code (the chunk that writes with it) and its WebAssembly,
// which should load only from Settings' Download or when the model writes.
const engineFiles = readdirSync(join(dist, 'assets'))
  .filter((name) => /^write-on-device-.*\.js$|^wllama-.*\.wasm$/.test(name))
  .map((name) => `assets/${name}`);
const listEngine = (files: string[]) =>
  files.length === 0
    ? 'none'
    : files.map((file) => `${file} ${formatKb(gzipBytes(join(dist, file)))} gzip`).join(', ');
const engineOnHome = engineFiles.filter((file) => homeAssets.includes(file));
const enginePrecached = engineFiles.filter((file) => precached.includes(file));
console.log(
  `budget ${mark(engineFiles.length === 2 && engineOnHome.length === 0)} on-device engine loaded by /: ${listEngine(engineOnHome)} (of ${listEngine(engineFiles)})`,
);
console.log(
  `budget ${mark(enginePrecached.length === 0)} on-device engine in the service worker's precache (fetched for every installed app): ${listEngine(enginePrecached)}`,
);

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
