// What the running local stack wrote to $E2E_DATA_DIR/stack.json (server/start-stack.ts writes it): its URL,
// keys and database address, for specs that set up data as the service or straight in PostgreSQL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
}

export function readStack(): StackInfo {
  const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
  return JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as StackInfo;
}
