// Runs one edge function's entry file (supabase/functions/<name>/index.ts) under Deno, the runtime it deploys
// to, with the Deno binary shipped on npm. The functions are copied beside a node_modules that holds
// only the packages the deployed deno.json maps (linked from the project's, at the versions it pins), so a
// bare import the deploy cannot resolve fails here too, and nothing is downloaded.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../../../server/free-port.ts';

const root = join(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

export interface DenoFunction {
  url: string;
  stop(): Promise<void>;
}

// The binary comes from @deno/linux-x64-glibc, the package the `deno` npm package installs on this platform
// (the registry here serves no other platform's, so it is an optional dependency of its own).
function denoBinary(): string {
  try {
    return join(dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno');
  } catch {
    throw new Error(
      'Deno is not installed: npm ci installs @deno/linux-x64-glibc on Linux x64 only',
    );
  }
}

async function waitForListening(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!output().includes('Listening on')) {
    if (child.exitCode !== null)
      throw new Error(`deno exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`deno did not start in 60 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startDenoFunction(
  name: string,
  env: Record<string, string>,
): Promise<DenoFunction> {
  const workDir = mkdtempSync(join(tmpdir(), 'storycanvas-deno-'));
  const functionsDir = join(workDir, 'functions');
  cpSync(join(root, 'supabase/functions'), functionsDir, { recursive: true });
  const deployed = JSON.parse(readFileSync(join(functionsDir, 'deno.json'), 'utf8')) as {
    imports: Record<string, string>;
  };
  for (const specifier of Object.values(deployed.imports)) {
    const [, packageName, version] = /^npm:(@?[^@]+)@([^/]+)(?:\/.*)?$/.exec(specifier) ?? [];
    if (!packageName) continue;
    const packageDir = join(root, 'node_modules', packageName);
    const installed = (
      JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
    ).version;
    if (installed !== version)
      throw new Error(`deno.json pins ${packageName}@${version} but node_modules has ${installed}`);
    if (existsSync(join(workDir, 'node_modules', packageName))) continue;
    mkdirSync(dirname(join(workDir, 'node_modules', packageName)), { recursive: true });
    symlinkSync(packageDir, join(workDir, 'node_modules', packageName), 'dir');
  }
  const config = join(functionsDir, 'deno.json');
  writeFileSync(config, JSON.stringify({ ...deployed, nodeModulesDir: 'manual' }));
  const port = await freePort();
  const child = spawn(
    denoBinary(),
    [
      'run',
      '--config',
      config,
      '--no-prompt',
      '--no-remote',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      join(functionsDir, name, 'index.ts'),
    ],
    {
      cwd: workDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: workDir,
        DENO_DIR: join(workDir, 'cache'),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForListening(child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
