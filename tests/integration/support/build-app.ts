// A production build of the app (pages, server rendering bundle, page template) in a throwaway
// folder inside the project, where the bundle finds the project's packages, for the tests of what
// the gateway serves from a build. `npm test` builds the app before these suites run and names that
// build in BUILT_DIST, which is copied rather than built again.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_RENDERER_FILE } from '../../../common/server-rendered-pages.ts';

export async function buildApp(): Promise<{ dist: string; remove(): void }> {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dist = mkdtempSync(join(root, '.tmp', 'it-build-'));
  const remove = () => rmSync(dist, { recursive: true, force: true });
  const built = process.env.BUILT_DIST;
  if (built) {
    if (!existsSync(join(root, built, SERVER_RENDERER_FILE)))
      throw new Error(`BUILT_DIST=${built} holds no production build with server rendering`);
    cpSync(join(root, built), dist, { recursive: true });
    return { dist, remove };
  }
  await new Promise<void>((resolveBuild, reject) => {
    const build = spawn(
      'npx',
      ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      // As `npx vite build` runs in a shell: vitest's NODE_ENV=test would make a development bundle.
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`vite build failed (${code}): ${errors}`)),
    );
  });
  return { dist, remove };
}
