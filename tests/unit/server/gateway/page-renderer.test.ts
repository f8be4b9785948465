// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../../../server/gateway/page-renderer.ts';
import { SERVER_RENDERER_FILE } from '@common/server-rendered-pages.ts';

const live = { restUrl: 'http://127.0.0.1:9/rest/v1', anonKey: 'anon', address: 'http://x/' };
const folders: string[] = [];

/** A build folder whose server rendering bundle is the given module's text. */
function distWithBundle(code: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-renderer-'));
  folders.push(dist);
  const entry = join(dist, SERVER_RENDERER_FILE);
  mkdirSync(dirname(entry), { recursive: true });
  writeFileSync(join(dirname(entry), 'package.json'), '{ "type": "module" }');
  writeFileSync(entry, code);
  return dist;
}

const renders = `export async function renderPage(path) {
  return { status: 200, head: '<title>t</title>', html: '<h1>' + path + '</h1>' };
}`;

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the live page renderer', () => {
  it('renders a page asked for while its bundle is still loading, however long a render may take', async () => {
    const dist = distWithBundle(`await new Promise((done) => setTimeout(done, 1500));\n${renders}`);
    const render = createPageRenderer(dist, { renderTimeoutMs: 300, startTimeoutMs: 10_000 });
    const page = await render('/discover', live);
    expect(page).toMatchObject({ status: 200, html: '<h1>/discover</h1>' });
  });

  it('gives up on a render that hangs after the render time, so the app shell is served', async () => {
    const dist = distWithBundle('export function renderPage() { return new Promise(() => {}); }');
    const render = createPageRenderer(dist, { renderTimeoutMs: 300, startTimeoutMs: 10_000 });
    const started = Date.now();
    expect(await render('/discover', live)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers at once, without a page, when the bundle fails to load', async () => {
    const dist = distWithBundle("throw new Error('broken build');");
    const render = createPageRenderer(dist, { renderTimeoutMs: 5000, startTimeoutMs: 30_000 });
    const started = Date.now();
    expect(await render('/discover', live)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('answers without a page when there is no build', async () => {
    const render = createPageRenderer(join(tmpdir(), 'no-such-build'));
    expect(await render('/discover', live)).toBeUndefined();
  });
});
