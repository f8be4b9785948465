// The production build served by the local stack on a free port and a throwaway data directory,
// for the benches that measure what a browser sees (Lighthouse, the offline cold start).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../server/free-port.ts';

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  child?: ChildProcess,
): Promise<T> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`${what}: timed out`);
}

export async function startBuildStack(
  dist: string,
  dataDir: string,
  settings: Record<string, string> = {},
): Promise<{ info: StackInfo; child: ChildProcess }> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No production build in ${dist}: run npx vite build`);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      BUILD_PWA: 'never',
      ...settings,
    },
    stdio: 'ignore',
  });
  await waitFor(
    async () => ((await fetch(`http://localhost:${port}/api/health-check`)).ok ? true : undefined),
    'stack start',
    child,
  );
  const info = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as StackInfo;
  return { info: { ...info, url: `http://localhost:${port}` }, child };
}
