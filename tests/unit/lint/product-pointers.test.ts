// @vitest-environment node
// Code cites the product by the numbered sections of docs/product.md ("docs/product.md §8"). A bare
// "§8", or a section the document does not have, points a reader at nothing: earlier comments cited
// "spec §N" of a document that was never in the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** This file names the sign in its checks, not as a citation. */
const SELF = 'tests/unit/lint/product-pointers.test.ts';

function citingLines(): Array<{ where: string; line: string }> {
  const files = execFileSync(
    'git',
    ['ls-files', '*.ts', '*.tsx', '*.js', '*.cjs', '*.mjs', '*.sql', '*.css'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && file !== SELF);
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
      .filter(({ line }) => line.includes('§')),
  );
}

describe('pointers to the product description', () => {
  const cited = citingLines();

  it('finds the citations it checks', () => {
    expect(cited.length).toBeGreaterThan(50);
  });

  it('names docs/product.md wherever a section is cited', () => {
    const bare = cited.filter(({ line }) => !line.includes('docs/product.md'));
    expect(bare.map(({ where }) => where)).toEqual([]);
  });

  it('cites only sections docs/product.md has', () => {
    const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
    const sections = new Set([...product.matchAll(/^## (\d+)\./gm)].map(([, number]) => number));
    const missing = cited.flatMap(({ where, line }) =>
      [...line.matchAll(/§\s*(\d+)/g)]
        .map(([, number]) => number ?? '')
        .filter((number) => !sections.has(number))
        .map((number) => `${where} §${number}`),
    );
    expect(missing).toEqual([]);
  });
});
