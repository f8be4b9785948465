// The gateway's transfer: precompressed brotli and gzip copies of the build with ETags and the cache
// rules installed apps depend on, and compressed JSON answers from the real local stack.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress-build.ts';
import { serveBuiltApp } from '../../server/gateway/serve-built-app.ts';

const stack = inject('stack');
const script = `export const story = ${JSON.stringify('Once upon a time '.repeat(400))};\n`;
const shell = `<!doctype html><html lang="en"><head><title>StoryCanvas</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
let dist: string;
let app: Hono;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'storycanvas-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dist, 'index.html'), shell);
  // The prerender step writes each public page beside the shell: /pricing → pricing.html.
  writeFileSync(join(dist, 'pricing.html'), shell.replace('shell', 'pricing'));
  writeFileSync(join(dist, 'sw.js'), `self.version = 1;${' '.repeat(2000)}`);
  writeFileSync(join(dist, 'favicon.png'), Buffer.alloc(3000, 7));
  precompressDirectory(dist);
  app = new Hono().get('*', serveBuiltApp(dist));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('serving the built app', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that does not, and plain bytes otherwise', async () => {
    const brotli = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBytes.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(script);

    const gzip = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const refusedBrotli = await get('/assets/index-AbC123.js', {
      'Accept-Encoding': 'br;q=0, gzip;q=0.5',
    });
    expect(refusedBrotli.headers.get('content-encoding')).toBe('gzip');

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('caches hashed assets for a year and revalidates documents and the service worker', async () => {
    expect((await get('/assets/index-AbC123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/index.html', '/sw.js', '/pricing', '/some/client/route']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    expect(await (await get('/pricing')).text()).toContain('pricing');
    expect(await (await get('/some/client/route')).text()).toBe(shell);
    // Images are already compressed: no copies, no Vary.
    const image = await get('/favicon.png', { 'Accept-Encoding': 'br' });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
  });

  it('answers a matching ETag with 304 and gives each encoding its own ETag', async () => {
    const brotli = await get('/sw.js', { 'Accept-Encoding': 'br' });
    const plain = await get('/sw.js');
    const brotliTag = brotli.headers.get('etag');
    expect(brotliTag).toMatch(/^".+"$/);
    expect(plain.headers.get('etag')).not.toBe(brotliTag);
    const again = await get('/sw.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': brotliTag ?? '',
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await get('/sw.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': brotliTag ?? '',
    });
    expect(other.status).toBe(200);
  });

  it('sends a file replaced after the build as it now is, not its stale compressed copy', async () => {
    const newWorker = `self.version = 2;${' '.repeat(2000)}`;
    await new Promise((resolveLater) => setTimeout(resolveLater, 20));
    writeFileSync(join(dist, 'sw.js'), newWorker);
    const answer = await get('/sw.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe(newWorker);
  });

  it('never serves files outside the build and 404s a missing asset instead of the app shell', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    for (const path of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2fetc%2fhostname.txt',
    ]) {
      const answer = await get(path);
      expect([200, 404], path).toContain(answer.status);
      if (answer.status === 200) expect(await answer.text(), path).toBe(shell);
    }
    expect((await get('/assets/%E0%A4%A')).status).toBe(400);
  });
});

describe('JSON answers of the local stack', () => {
  const service = {
    apikey: stack.anonKey,
    Authorization: `Bearer ${stack.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const marker = `Compressed${crypto.randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const written = await fetch(`${stack.url}/rest/v1/stories`, {
      method: 'POST',
      headers: { ...service, Prefer: 'return=minimal' },
      body: JSON.stringify(
        Array.from({ length: 20 }, (_, index) => ({
          id: crypto.randomUUID(),
          title: `${marker} ${index}`,
          description:
            'A long way over the hills the little fox went looking for the moon. '.repeat(3),
        })),
      ),
    });
    expect(written.status, await written.text()).toBe(201);
  });

  const list = `${stack.url}/rest/v1/stories?select=title,description&title=like.${marker}*`;
  const one = `${stack.url}/rest/v1/stories?select=title&title=like.${marker}*&limit=1`;

  it('are compressed for clients that accept it and left plain for those that do not', async () => {
    const compressed = await fetch(list, {
      headers: { ...service, 'Accept-Encoding': 'br, gzip' },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(await compressed.json()).toHaveLength(20);

    const gzipped = await fetch(list, { headers: { ...service, 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.json()).toHaveLength(20);

    const plain = await fetch(list, { headers: { ...service, 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toHaveLength(20);
  });

  it('send an answer too small to gain from compression as it is, with its length', async () => {
    const small = await fetch(one, { headers: { ...service, 'Accept-Encoding': 'br, gzip' } });
    const text = await small.text();
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual([{ title: expect.stringContaining(marker) }]);
  });
});
