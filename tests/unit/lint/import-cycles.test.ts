// @vitest-environment node
// Runs the project's cycle check (`depcruise` with .dependency-cruiser.cjs, as `npm run lint` does)
// over probe files, so a check that stopped counting type-only imports fails here.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const probes: string[] = [];

afterAll(() => {
  for (const probe of probes) rmSync(probe, { recursive: true, force: true });
});

interface CruiseSummary {
  summary: { violations: Array<{ rule: { name: string }; from: string }> };
}

async function cyclesIn(files: Record<string, string>): Promise<string[]> {
  const probe = mkdtempSync(join(tmpdir(), 'cycle-probe-'));
  probes.push(probe);
  for (const [name, code] of Object.entries(files)) writeFileSync(join(probe, name), code);
  const run = promisify(execFile)(
    join(root, 'node_modules/.bin/depcruise'),
    [probe, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root },
  );
  // depcruise exits non-zero when it finds a violation; its report is on stdout either way.
  const { stdout } = await run.catch((error: { stdout: string }) => error);
  const { summary } = JSON.parse(stdout) as CruiseSummary;
  return summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`);
}

describe('import cycles', { timeout: 60_000 }, () => {
  it('finds a cycle between two TypeScript files', async () => {
    const cycles = await cyclesIn({
      'log.ts': "import { db } from './db';\nexport const log = { db };\n",
      'db.ts': "import { log } from './log';\nexport const db = { log };\n",
    });
    expect(cycles).toContainEqual(expect.stringMatching(/^no-circular: .*(log|db)\.ts$/));
  });

  it('is run by `npm run lint` over every folder and file of code in the repository', async () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: { lint: string };
    };
    const cruised = /depcruise (.*?) --config/.exec(scripts.lint)?.[1]?.split(' ') ?? [];
    const { stdout } = await promisify(execFile)('git', ['ls-files', '*.ts', '*.tsx', '*.js'], {
      cwd: root,
    });
    const uncruised = stdout
      .split('\n')
      // ESLint's own config imports only ESLint's plugins, so it cannot close a cycle.
      .filter((file) => file && file !== 'eslint.config.js')
      .filter((file) => !cruised.some((path) => file === path || file.startsWith(`${path}/`)));
    expect(uncruised).toEqual([]);
  });

  it('finds a cycle made only of type imports', async () => {
    const cycles = await cyclesIn({
      'story.ts': "import type { Part } from './part';\nexport type Story = { parts: Part[] };\n",
      'part.ts': "import type { Story } from './story';\nexport type Part = { story: Story };\n",
    });
    expect(cycles).toContainEqual(expect.stringMatching(/^no-circular: .*(story|part)\.ts$/));
  });

  it('accepts shared types in a file of their own', async () => {
    const cycles = await cyclesIn({
      'types.ts': 'export type Story = { title: string };\n',
      'story.ts':
        "import type { Story } from './types';\nexport const story: Story = { title: '' };\n",
    });
    expect(cycles).toEqual([]);
  });
});
