// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompressBuild } from '../../../scripts/precompress-build';

const made: string[] = [];
afterEach(() => {
  for (const directory of made.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function runPlugin(root: string, outDir: string): void {
  const plugin = precompressBuild();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root, build: { outDir, ssr: false } } as unknown as ResolvedConfig);
  const closeBundle = plugin.closeBundle as { handler: () => void };
  closeBundle.handler();
}

describe('precompressing the build', () => {
  it('compresses into an absolute --outDir as given, not under the project root (the bundle bench builds so)', () => {
    const root = mkdtempSync(join(tmpdir(), 'storycanvas-root-'));
    const outDir = mkdtempSync(join(tmpdir(), 'storycanvas-out-'));
    made.push(root, outDir);
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'app.js'), 'export const story = 1;\n'.repeat(200));
    runPlugin(root, outDir);
    expect(existsSync(join(outDir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(outDir, 'assets', 'app.js.gz'))).toBe(true);
  });

  it('still finds a relative outDir under the project root', () => {
    const root = mkdtempSync(join(tmpdir(), 'storycanvas-root-'));
    made.push(root);
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<p>Once upon a time</p>\n'.repeat(200));
    runPlugin(root, 'dist');
    expect(existsSync(join(root, 'dist', 'index.html.gz'))).toBe(true);
  });
});
