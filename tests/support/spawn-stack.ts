// `npm start`'s entry as a child process, for the tests that need the stack as a process of its own
// (a restart, a signal, settings other than the suite's stack). It listens on the port the system
// picks (PORT=0) and is found by its start-up line: a port chosen here and released before the child
// binds it could be taken meanwhile.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedStack {
  child: ChildProcess;
  /** Where the stack says it runs: its SITE_URL when one is set, else http://localhost:<port>. */
  url: string;
}

export function spawnStack(
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<SpawnedStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', BUILD_PWA: 'never', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolveStack, reject) => {
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with ${code} before it started:\n${output}`));
    };
    const timer = setTimeout(() => {
      child.off('exit', exited);
      child.kill('SIGTERM');
      reject(new Error(`The stack did not start in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /StoryCanvas is running at (\S+)/.exec(output);
      if (!started?.[1]) return;
      clearTimeout(timer);
      child.off('exit', exited);
      resolveStack({ child, url: started[1] });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', exited);
  });
}
