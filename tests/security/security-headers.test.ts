// The server's own security headers on everything the origin answers: the app's pages (index.html
// for any route, /settings included), its assets, sw.js, the APIs and their errors. The CSP header
// is the app's policy plus frame-ancestors 'none', so no other site can frame /settings; the
// page's meta tag (spec) stays as well. Of inline scripts it allows only those the build lists by
// hash (a prerendered page's boot script), never 'unsafe-inline'. Checked on a stack serving a
// small built app of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../server/start-stack.ts';
import { BOOT_SCRIPT_HASH } from '../../scripts/boot-script.ts';
import { SCRIPT_HASHES_FILE } from '../../common/content-security-policy.ts';
import { startSecondStack } from '../integration/support/start-second-stack.ts';

const bootHash = BOOT_SCRIPT_HASH;

describe('security headers from the gateway', () => {
  let stack: RunningStack;
  const dist = mkdtempSync(join(tmpdir(), 'storycanvas-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>StoryCanvas</title><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'document.title = "StoryCanvas";');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    // What the build writes for its boot script, plus what a tampered file might try to slip in.
    writeFileSync(
      join(dist, SCRIPT_HASHES_FILE),
      JSON.stringify([bootHash, "'unsafe-inline'", 'sha256-AAAA; script-src *']),
    );
    stack = await startSecondStack({ NODE_ENV: 'production', DIST_DIR: dist });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const PATHS = [
    ['the home page', '/'],
    ['/settings (a client route)', '/settings'],
    ['an asset', '/assets/app.js'],
    ['the service worker', '/sw.js'],
    ['the health check', '/api/health-check'],
    ['the config', '/api/config'],
    ['an unknown API path', '/api/nothing-here'],
    ['a REST error', '/rest/v1/no_such_table'],
    ['an auth answer', '/auth/v1/settings'],
    ['a functions error', '/functions/v1/no-such-function'],
  ];

  it.each(PATHS)('%s (%s) carries nosniff, no framing and a referrer policy', async (_, path) => {
    const response = await fetch(`${stack.url}${path}`, { headers: { apikey: stack.anonKey } });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`script-src 'self' '${bootHash}' 'wasm-unsafe-eval';`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('script-src *');
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('the app pages are still the app (the headers change no content)', async () => {
    const page = await fetch(`${stack.url}/settings`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>StoryCanvas</title>');
    expect((await fetch(`${stack.url}/sw.js`)).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('the CSP names the site’s own socket origin, not whatever Host a caller sends', async () => {
    const policy = (
      await fetch(`${stack.url}/`, { headers: { Host: 'attacker.example' } })
    ).headers.get('Content-Security-Policy');
    expect(policy).toContain(`ws://${new URL(stack.url).host}`);
    expect(policy).not.toContain('attacker.example');
  });
});
