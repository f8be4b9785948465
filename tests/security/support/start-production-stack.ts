// A second stack in production mode on the suite's database and secrets (so the same users and
// tokens work), to check what production must not serve. Stopped by the test that starts it.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { startStack, type RunningStack } from '../../../server/start-stack.ts';

export async function startProductionStack(
  env: Record<string, string> = {},
): Promise<RunningStack> {
  const stack = inject('stack');
  const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-production-'));
  copyFileSync(join(stack.dataDir, 'secrets.json'), join(dataDir, 'secrets.json'));
  const running = await startStack(
    readServerConfig({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      BUILD_PWA: 'never',
      DATABASE_URL: stack.databaseUrl,
      ...env,
    }),
  );
  return {
    ...running,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
