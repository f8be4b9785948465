// A build served like the gateway serves it, and Chromium to load its pages, for the bundle bench.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** Serves the build like the gateway does: files, SPA fallback, and the two public API answers. */
export function serveBuild(dist: string): Promise<Server> {
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
export function resolveDocument(dist: string, path: string): string {
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist)) return join(dist, 'index.html');
  if (extname(file)) return existsSync(file) ? file : join(dist, 'index.html');
  const prerendered = `${file.replace(/\/+$/, '')}.html`;
  if (path !== '/' && existsSync(prerendered)) return prerendered;
  if (path === '/' || !existsSync(join(dist, 'app-shell.html'))) return join(dist, 'index.html');
  return join(dist, 'app-shell.html');
}

/** Runs `visit` with Chromium and the build served on a free port, and closes both after it. */
export async function inChromium<T>(
  dist: string,
  visit: (browser: Browser, port: number) => Promise<T>,
): Promise<T> {
  const server = await serveBuild(dist);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    return await visit(browser, port);
  } finally {
    await browser.close();
    server.close();
  }
}
