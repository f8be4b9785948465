// Applies the database's SQL in order, each file once and in its own transaction, recording it
// in _local.applied_sql: Supabase's roles, the auth schema and its later changes (local only),
// supabase/migrations, then the seed
// on first initialisation only. The migrations are the same files hosted Supabase runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from 'postgres';

export function listSqlFiles(root: string): string[] {
  const migrations = readdirSync(join(root, 'supabase/migrations'))
    .filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => `supabase/migrations/${name}`);
  const authSql = readdirSync(join(root, 'server/auth/sql'))
    .filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => `server/auth/sql/${name}`);
  return [
    'server/db/roles.sql',
    'server/auth/auth-schema.sql',
    ...authSql,
    ...migrations,
    'supabase/seed.sql',
  ];
}

export async function applySqlFiles(sql: Sql, root: string): Promise<string[]> {
  await sql`create schema if not exists _local`;
  await sql`create table if not exists _local.applied_sql (name text primary key, applied_at timestamptz not null default now())`;
  const applied = new Set(
    (await sql<{ name: string }[]>`select name from _local.applied_sql`).map((row) => row.name),
  );
  const newlyApplied: string[] = [];
  for (const file of listSqlFiles(root)) {
    if (applied.has(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(text);
        await tx`insert into _local.applied_sql (name) values (${file})`;
      });
    } catch (error) {
      throw new Error(
        `Applying ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    newlyApplied.push(file);
  }
  return newlyApplied;
}
