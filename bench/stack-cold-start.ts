// Prints how long the local stack takes to start: the first start (initdb, all migrations, seed)
// and a cold start of an initialised data directory, each until /api/health-check answers 200.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../server/free-port.ts';

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_PWA: 'never',
      DIST_DIR: join(dataDir, 'no-dist'),
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health-check`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('The stack exited during start-up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return elapsed;
}

const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-bench-start-'));
try {
  const first = await timeStart(dataDir);
  const warm: number[] = [];
  for (let run = 0; run < 3; run += 1) warm.push(await timeStart(dataDir));
  console.log(`stack first start (initdb, migrations, seed): ${Math.round(first)} ms`);
  console.log(
    `stack cold start of an initialised DATA_DIR (3 runs): ${warm.map(Math.round).join(' ms, ')} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
