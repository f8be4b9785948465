// @vitest-environment node
// Feeds the project's own ESLint config one violating file per import rule, so loosening a rule fails here.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

async function lintAt(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('import rules', { timeout: 60_000 }, () => {
  it('finds a cycle between two TypeScript files', async () => {
    const errors = await lintAt(
      'src/offline/offline-log.ts',
      "import { db } from './db';\nexport const offlineLog = { db };\n",
    );
    expect(errors.some((error) => error.startsWith('import-x/no-cycle'))).toBe(true);
  });

  it("refuses a route importing a feature's internals by a relative path", async () => {
    const errors = await lintAt(
      'src/routes/lint-probe.tsx',
      "import { AgeStep } from '../features/create/components/age-step';\nexport const probe = AgeStep;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: import a feature through its index/),
    );
  });

  it("refuses a route importing a feature's internals by the alias", async () => {
    const errors = await lintAt(
      'src/routes/lint-probe.tsx',
      "import { AgeStep } from '@/features/create/components/age-step';\nexport const probe = AgeStep;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: import a feature through its index/),
    );
  });

  it('refuses one feature importing another', async () => {
    const errors = await lintAt(
      'src/features/create/lint-probe.ts',
      "import * as discover from '../discover';\nexport const probe = discover;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: features never import each other/),
    );
  });

  it("refuses a feature importing offline's internals", async () => {
    const errors = await lintAt(
      'src/features/reader/lint-probe.ts',
      "import { getDb } from '@/offline/db';\nexport const probe = getDb;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: import offline through its index/),
    );
  });

  it('refuses the service worker importing a React hook from offline', async () => {
    const errors = await lintAt(
      'sw/lint-probe.ts',
      "import { useStories } from '../src/offline/repositories/use-stories';\nexport const probe = useStories;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: sw cannot run React hooks/),
    );
  });

  it('refuses the service worker importing the window-bound network monitor', async () => {
    const errors = await lintAt(
      'sw/lint-probe.ts',
      "import * as monitor from '../src/offline/network/network-monitor';\nexport const probe = monitor;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: sw cannot run React hooks/),
    );
  });

  it("refuses offline importing a function's handler", async () => {
    const errors = await lintAt(
      'src/offline/lint-probe.ts',
      "import * as handler from '../../supabase/functions/generate-story/handler.ts';\nexport const probe = handler;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: only the functions host runs/),
    );
  });

  it("refuses one function importing another function's handler", async () => {
    const errors = await lintAt(
      'supabase/functions/generate-image/lint-probe.ts',
      "import * as handler from '../generate-story/handler.ts';\nexport const probe = handler;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: a function never imports another/),
    );
  });

  it('refuses product code importing server/', async () => {
    const errors = await lintAt(
      'src/lib/lint-probe.ts',
      "import * as config from '../../server/config.ts';\nexport const probe = config;\n",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: nothing imports server/),
    );
  });

  it('accepts the allowed directions: a route or feature through an index, a function its own handler and _shared', async () => {
    expect(
      await lintAt(
        'src/routes/lint-probe.tsx',
        "import * as create from '@/features/create';\nexport const probe = create;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'src/features/reader/lint-probe.ts',
        "import { readStory } from '@/offline';\nexport const probe = readStory;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'supabase/functions/generate-story/lint-probe.ts',
        "import * as handler from './handler.ts';\nimport * as tiers from '../_shared/tier-rules.ts';\nexport const probe = [handler, tiers];\n",
      ),
    ).toEqual([]);
  });
});
