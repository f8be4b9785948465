// The sync tests' setting: devices that reach the local stack through a fault proxy (which records
// each request and can drop or fail them), a superuser SQL connection to change rows under them,
// and what a test asks of the server afterwards.
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { createSyncDevice, uniqueEmail, type SyncDevice } from './create-sync-device';
import { startFaultProxy, type FaultProxy } from './start-fault-proxy';

export const SYNC_PASSWORD = 'correct horse battery staple';

export const isPull = (request: { method: string; path: string }) =>
  request.method === 'POST' && request.path === '/rest/v1/rpc/pull_story_changes';

export const isUpsert = (table: string) => (request: { method: string; path: string }) =>
  request.method === 'POST' && request.path.startsWith(`/rest/v1/${table}?`);

export async function serverRows(
  device: SyncDevice,
  table: 'stories' | 'story_segments',
  ids: string[],
) {
  const rows: Array<Record<string, unknown>> = [];
  for (let start = 0; start < ids.length; start += 100) {
    const { data, error } = await device.client
      .from(table)
      .select('*')
      .in('id', ids.slice(start, start + 100));
    if (error) throw new Error(error.message);
    rows.push(...(data as Array<Record<string, unknown>>));
  }
  return rows;
}

/** Starts the proxy before the file's tests and closes it and the SQL connection after them. */
export function syncThroughFaultProxy() {
  const stack = inject('stack');
  const setting = {
    stack,
    sql: postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined }),
    proxy: undefined as unknown as FaultProxy,
    /** A new account signed up on a device that syncs through the proxy. */
    async newUser(label: string, options: Parameters<typeof createSyncDevice>[3] = {}) {
      const email = uniqueEmail(label);
      const device = await createSyncDevice(
        setting.proxy.url,
        stack.anonKey,
        { email, password: SYNC_PASSWORD, signUp: true },
        options,
      );
      return { email, device };
    },
  };
  beforeAll(async () => {
    setting.proxy = await startFaultProxy(stack.url);
  });
  afterAll(async () => {
    await setting.proxy.close();
    await setting.sql.end();
  });
  return setting;
}
