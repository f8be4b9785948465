// A local stack without the app on a throwaway data directory, started in the bench's own process,
// for the benches that measure the API alone; stop() ends it and removes the directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerConfig } from '../../server/config.ts';
import { startStack, type RunningStack } from '../../server/start-stack.ts';

export async function startThrowawayStack(name: string): Promise<RunningStack> {
  const dataDir = mkdtempSync(join(tmpdir(), `storycanvas-bench-${name}-`));
  const stack = await startStack(
    readServerConfig({
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      BUILD_PWA: 'never',
      DIST_DIR: join(dataDir, 'no-dist'),
    }),
  );
  return {
    ...stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
