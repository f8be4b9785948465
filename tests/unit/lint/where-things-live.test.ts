// @vitest-environment node
// CONTRIBUTING's "Where things live" table is a newcomer's map: a folder it does not name is one they
// must find by reading imports, so every top-level folder of the app, the server, the functions'
// shared code and the docs has its row.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function tablePaths(): string[] {
  const contributing = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');
  const table = contributing.split('## Where things live')[1]?.split('\n## ')[0] ?? '';
  return [...table.matchAll(/^\| `([^`]+)`/gm)].map(([, path]) => path ?? '');
}

function foldersOf(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

describe('CONTRIBUTING "Where things live"', () => {
  it.each([
    ['src', 'src/'],
    ['server', 'server/'],
    ['supabase/functions/_shared', '_shared/'],
  ])('names every top-level folder of %s', (folder, prefix) => {
    const named = tablePaths();
    const unnamed = foldersOf(folder).filter(
      (name) => !named.some((path) => path.startsWith(`${prefix}${name}/`)),
    );
    expect(unnamed).toEqual([]);
  });

  it('names the docs folder', () => {
    expect(tablePaths()).toContain('docs/');
  });
});
