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
  it.each([
    [
      "a route importing a feature's internals by a relative path",
      'src/routes/lint-probe.tsx',
      '../features/create/components/age-step',
      /^boundaries\/dependencies: import a feature through its index/,
    ],
    [
      "a route importing a feature's internals by the alias",
      'src/routes/lint-probe.tsx',
      '@/features/create/components/age-step',
      /^boundaries\/dependencies: import a feature through its index/,
    ],
    [
      'one feature importing another',
      'src/features/create/lint-probe.ts',
      '../discover',
      /^boundaries\/dependencies: features never import each other/,
    ],
    [
      "a feature importing offline's internals",
      'src/features/reader/lint-probe.ts',
      '@/offline/db',
      /^boundaries\/dependencies: import offline through its index/,
    ],
    [
      'the service worker importing a React hook from offline',
      'sw/lint-probe.ts',
      '../src/offline/repositories/use-stories',
      /^boundaries\/dependencies: sw cannot run React hooks/,
    ],
    [
      'the service worker importing the window-bound network monitor',
      'sw/lint-probe.ts',
      '../src/offline/network/network-monitor',
      /^boundaries\/dependencies: sw cannot run React hooks/,
    ],
    [
      "offline importing a function's handler",
      'src/offline/lint-probe.ts',
      '../../supabase/functions/generate-story/handler.ts',
      /^boundaries\/dependencies: only the functions host runs/,
    ],
    [
      "one function importing another function's handler",
      'supabase/functions/generate-image/lint-probe.ts',
      '../generate-story/handler.ts',
      /^boundaries\/dependencies: a function never imports another/,
    ],
    [
      'a function importing common/ (the app and the server’s, never deployed)',
      'supabase/functions/generate-story/lint-probe.ts',
      '../../../common/server-rendered-pages.ts',
      /^boundaries\/dependencies: functions import only _shared/,
    ],
    [
      '_shared importing common/',
      'supabase/functions/_shared/lint-probe.ts',
      '../../../common/content-security-policy.ts',
      /^boundaries\/dependencies: _shared is framework-free/,
    ],
    [
      'common/ importing the app',
      'common/lint-probe.ts',
      '../src/lib/config.ts',
      /^boundaries\/dependencies: common\/ is what the app and the server share/,
    ],
    [
      'product code importing server/',
      'src/lib/lint-probe.ts',
      '../../server/config.ts',
      /^boundaries\/dependencies: nothing imports server/,
    ],
  ])('refuses %s', async (_case, filePath, source, expected) => {
    const errors = await lintAt(
      filePath,
      `import * as probe from '${source}';\nexport const used = probe;\n`,
    );
    expect(errors).toContainEqual(expect.stringMatching(expected));
  });

  it.each([
    ['startOfflineSync', '@/offline'],
    ['answerBackgroundSync', '../../offline'],
    ['setOfflineLogSink', '../../offline/index'],
  ])('refuses a feature starting the sync with %s from %s', async (name, source) => {
    const errors = await lintAt(
      'src/features/sync-status/lint-probe.ts',
      `import { ${name} } from '${source}';\nexport const probe = ${name};\n`,
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*the app starts the sync/),
    );
  });

  it('accepts the allowed directions: a route or feature through an index, a function its own handler and _shared, the server and the app common/', async () => {
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
    expect(
      await lintAt(
        'server/gateway/lint-probe.ts',
        "import * as pages from '../../common/server-rendered-pages.ts';\nimport * as tiers from '../../supabase/functions/_shared/tier-rules.ts';\nexport const probe = [pages, tiers];\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'src/app/lint-probe.ts',
        "import * as pages from '@common/server-rendered-pages.ts';\nexport const probe = pages;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'common/lint-probe.ts',
        "import * as ages from '../supabase/functions/_shared/age-bands.ts';\nexport const probe = ages;\n",
      ),
    ).toEqual([]);
  });
});
