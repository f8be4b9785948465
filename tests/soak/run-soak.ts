// `npm run soak`: runs the fault-injection soak and prints created, synced, lost (must be 0) and
// duplicated (must be 0). Uses the stack in $STACK_JSON when given, else starts its own on a temporary
// DATA_DIR. SOAK_STEPS (default 400) and SOAK_SEED choose the run; exits 1 on any loss or divergence.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerConfig } from '../../server/config.ts';
import { startStack } from '../../server/start-stack.ts';
import { runSoakScenario } from './run-soak-scenario';

const steps = Number(process.env.SOAK_STEPS ?? 400);
const seed = Number(process.env.SOAK_SEED ?? Date.now() % 100_000);

async function openStack() {
  if (process.env.STACK_JSON) {
    const stack = JSON.parse(readFileSync(process.env.STACK_JSON, 'utf8')) as {
      url: string;
      anonKey: string;
    };
    return { ...stack, stop: async () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-soak-'));
  const config = readServerConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    AUTH_RATE_LIMIT_IP: '100000',
  });
  const stack = await startStack(config);
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const stack = await openStack();
try {
  const report = await runSoakScenario({ url: stack.url, anonKey: stack.anonKey, steps, seed });
  console.log(
    `soak seed=${report.seed} steps=${report.steps} syncs=${report.syncs} failed syncs=${report.failedSyncs} conflicts=${report.conflicts}`,
  );
  console.log(
    `created=${report.created} synced=${report.onServer} discarded before sync=${report.discarded}`,
  );
  console.log(
    `lost=${report.lost.length} duplicated=${report.duplicated} diverged=${report.diverged.length}`,
  );
  for (const line of report.details) console.log(line);
  process.exitCode = report.lost.length || report.duplicated || report.diverged.length ? 1 : 0;
} finally {
  await stack.stop();
}
