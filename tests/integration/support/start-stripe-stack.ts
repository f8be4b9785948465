// A second gateway of the integration stack with Stripe configured: same database and secrets
// (so the same users and tokens work), its own port and functions env with the STRIPE_* values.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { startStack, type RunningStack } from '../../../server/start-stack.ts';

export interface StripeSettings {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

export async function startStripeStack(settings: StripeSettings): Promise<RunningStack> {
  const main = inject('stack');
  const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-stripe-'));
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
