// `npm start` as a process: a restart keeps the data, /rest/v1 answers 503 JSON when PostgREST is
// gone, the health check says 503 when the database is gone, and SIGTERM and SIGINT leave no
// postgres or PostgREST behind. Two starts on one data directory cover all of it (a fresh start and a
// restart), each stopped by a signal while a child it must stop still runs.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnStack, type SpawnedStack } from '../support/spawn-stack.ts';
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

function startProcess(): Promise<SpawnedStack> {
  return spawnStack(
    {
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      DATABASE_URL: '',
    },
    60_000,
  );
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

const killed = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the stack as a process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across a restart, answers 503 when PostgREST or the database is gone, and leaves no child after SIGTERM or SIGINT', async () => {
    // A fresh start: a row written, then PostgREST gone while postgres runs, which SIGTERM must stop.
    const { child: first, url } = await startProcess();
    const stackJson = readStackJson();
    expect(stackJson.url).toBe(url);
    const client = createNodeSupabaseClient(stackJson.url, stackJson.anonKey);
    const { error } = await client
      .from('user_feedback')
      .insert({ message: 'Survives a restart', feedback_type: 'general' });
    expect(error).toBeNull();

    const postgrestPid = execFileSync('pgrep', ['-P', String(first.pid), '-x', 'postgrest'], {
      encoding: 'utf8',
    }).trim();
    process.kill(Number(postgrestPid), 'SIGKILL');
    await killed();
    const rest = await fetch(`${url}/rest/v1/stories?select=id`);
    expect(rest.status).toBe(503);
    expect(await rest.json()).toEqual({
      error: 'Service unavailable',
      message: 'The REST API is not answering',
    });
    expect((await fetch(`${url}/api/health-check`)).status).toBe(200);

    expect(processesUsing(dataDir).some((line) => line.includes(join(dataDir, 'pg')))).toBe(true);
    expect(await stopProcess(first)).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);

    // A restart: the row is still there, then the database gone while PostgREST runs, which SIGINT
    // must stop.
    const { child: second, url: secondUrl } = await startProcess();
    const restarted = readStackJson();
    expect(restarted.url).toBe(secondUrl);
    const service = createNodeSupabaseClient(restarted.url, restarted.serviceRoleKey);
    const { data } = await service
      .from('user_feedback')
      .select('message')
      .eq('message', 'Survives a restart');
    expect(data).toEqual([{ message: 'Survives a restart' }]);

    expect((await fetch(`${secondUrl}/api/health-check`)).status).toBe(200);
    execFileSync('pkill', ['-KILL', '-f', `${join(dataDir, 'pg')}`]);
    await killed();
    const response = await fetch(`${secondUrl}/api/health-check`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });

    expect(
      execFileSync('pgrep', ['-P', String(second.pid), '-x', 'postgrest']).length,
    ).toBeGreaterThan(0);
    await stopProcess(second, 'SIGINT');
    expect(processesUsing(dataDir)).toEqual([]);
  });
});
