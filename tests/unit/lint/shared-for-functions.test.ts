// @vitest-environment node
// Runs the project's dependency check (`depcruise` with .dependency-cruiser.cjs, as `npm run lint`
// does) over a probe functions folder, so a loose module in _shared that no function imports fails it.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const probes: string[] = [];

afterAll(() => {
  for (const probe of probes) rmSync(probe, { recursive: true, force: true });
});

interface CruiseSummary {
  summary: { violations: Array<{ rule: { name: string }; to: string }> };
}

/** The _shared modules the check says no function imports, in a tree holding only `files`. */
async function unusedByFunctions(files: Record<string, string>): Promise<string[]> {
  const probe = mkdtempSync(join(tmpdir(), 'shared-probe-'));
  probes.push(probe);
  writeFileSync(join(probe, 'tsconfig.json'), '{}');
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(dirname(join(probe, name)), { recursive: true });
    writeFileSync(join(probe, name), code);
  }
  const run = promisify(execFile)(
    join(root, 'node_modules/.bin/depcruise'),
    ['supabase', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: probe },
  );
  // depcruise exits non-zero when it finds a violation; its report is on stdout either way.
  const { stdout } = await run.catch((error: { stdout: string }) => error);
  const { summary } = JSON.parse(stdout) as CruiseSummary;
  return summary.violations
    .filter((violation) => violation.rule.name === 'shared-only-for-functions')
    .map((violation) => violation.to);
}

describe('_shared holds what the functions import', { timeout: 60_000 }, () => {
  it('refuses a module in _shared that no function imports', async () => {
    const unused = await unusedByFunctions({
      'supabase/functions/tell/index.ts': "export { told } from '../_shared/told.ts';\n",
      'supabase/functions/_shared/told.ts': 'export const told = true;\n',
      'supabase/functions/_shared/app-only-rules.ts': 'export const appOnly = true;\n',
    });
    expect(unused).toEqual(['supabase/functions/_shared/app-only-rules.ts']);
  });

  it('accepts a module a function reaches through another, by a type import alone', async () => {
    const unused = await unusedByFunctions({
      'supabase/functions/tell/index.ts': "export { told } from '../_shared/told.ts';\n",
      'supabase/functions/_shared/told.ts':
        "import type { Tale } from './tale.ts';\nexport const told: Tale = { words: 1 };\n",
      'supabase/functions/_shared/tale.ts': 'export type Tale = { words: number };\n',
    });
    expect(unused).toEqual([]);
  });
});
