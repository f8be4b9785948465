// A second gateway of the integration stack with settings of its own: same database and secrets
// (so the same users and tokens work), its own port, data directory and functions env.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { startStack, type RunningStack } from '../../../server/start-stack.ts';

export async function startSecondStack(
  settings: Record<string, string | undefined>,
): Promise<RunningStack> {
  const main = inject('stack');
  const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-second-'));
  copyFileSync(join(main.dataDir, 'secrets.json'), join(dataDir, 'secrets.json'));
  const config = readServerConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    BUILD_PWA: 'never',
    DATABASE_URL: main.databaseUrl,
    ...settings,
  });
  const stack = await startStack(config);
  return {
    ...stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
