// `npm start` as a process: a restart keeps the data, the health check says 503 when the
// database is gone, and SIGTERM leaves no postgres or PostgREST behind.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-lifecycle-'));

function processesUsing(dir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', dir], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line && !line.includes('pgrep'));
  } catch {
    return [];
  }
}

/**
 * Starts `npm start`'s entry on a port the system picks (PORT=0) and returns its URL from the
 * start-up line: a port chosen here and released before the child binds it could be taken meanwhile.
 */
async function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      BUILD_PWA: 'never',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  let started: RegExpExecArray | null = null;
  while (!(started = /StoryCanvas is running at (http:\/\/localhost:\d+)/.exec(output))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The stack did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url: started[1] as string };
}

const readStackJson = () =>
  JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as {
    url: string;
    anonKey: string;
    serviceRoleKey: string;
  };

function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

describe('the stack as a process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across a restart and stops every child on SIGTERM', async () => {
    const { child: first, url } = await startProcess();
    const stackJson = readStackJson();
    expect(stackJson.url).toBe(url);
    const client = createNodeSupabaseClient(stackJson.url, stackJson.anonKey);
    const { error } = await client
      .from('user_feedback')
      .insert({ message: 'Survives a restart', feedback_type: 'general' });
    expect(error).toBeNull();
    expect(processesUsing(dataDir).length).toBeGreaterThan(0);
    expect(await stopProcess(first)).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);

    const { child: second, url: secondUrl } = await startProcess();
    const restarted = readStackJson();
    expect(restarted.url).toBe(secondUrl);
    const service = createNodeSupabaseClient(restarted.url, restarted.serviceRoleKey);
    const { data } = await service
      .from('user_feedback')
      .select('message')
      .eq('message', 'Survives a restart');
    expect(data).toEqual([{ message: 'Survives a restart' }]);
    await stopProcess(second, 'SIGINT');
    expect(processesUsing(dataDir)).toEqual([]);
  });

  it('answers 503 from the health check when the database is gone', async () => {
    const { child, url } = await startProcess();
    expect((await fetch(`${url}/api/health-check`)).status).toBe(200);
    execFileSync('pkill', ['-KILL', '-f', `${join(dataDir, 'pg')}`]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await fetch(`${url}/api/health-check`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    await stopProcess(child);
  });

  it('answers 503 JSON on /rest/v1 when PostgREST is gone, and keeps serving the rest', async () => {
    const { child, url } = await startProcess();
    const postgrestPid = execFileSync('pgrep', ['-P', String(child.pid), '-x', 'postgrest'], {
      encoding: 'utf8',
    }).trim();
    process.kill(Number(postgrestPid), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rest = await fetch(`${url}/rest/v1/stories?select=id`);
    expect(rest.status).toBe(503);
    expect(await rest.json()).toEqual({
      error: 'Service unavailable',
      message: 'The REST API is not answering',
    });
    expect((await fetch(`${url}/api/health-check`)).status).toBe(200);
    await stopProcess(child);
    expect(processesUsing(dataDir)).toEqual([]);
  });
});
