import { queryOptions } from '@tanstack/react-query';
import type { SupabaseConnection } from './read-supabase-connection';
import { SUPABASE_CONNECTION_KEY } from './supabase-connection-key';

export type { SupabaseConnection, OfflineModel } from './read-supabase-connection';

// zod comes with the data layer: the first page that reads the connection loads it, not the first paint.
const loadValidation = () => import('./read-supabase-connection');

let connection: Promise<SupabaseConnection> | undefined;

async function readKeptConnection(): Promise<SupabaseConnection | null> {
  const { parseKeptSupabaseConnection } = await loadValidation();
  try {
    return parseKeptSupabaseConnection(
      JSON.parse(globalThis.localStorage?.getItem(SUPABASE_CONNECTION_KEY) ?? 'null'),
    );
  } catch {
    return null;
  }
}

function keepConnection(value: SupabaseConnection): void {
  try {
    globalThis.localStorage?.setItem(SUPABASE_CONNECTION_KEY, JSON.stringify(value));
  } catch {
    // Without storage an offline start falls back to the service worker's copy alone.
  }
}

async function fetchConnection(): Promise<SupabaseConnection> {
  const response = await fetch('/api/config', { cache: 'no-store' });
  if (!response.ok)
    throw new Error(`The app configuration could not be loaded (${response.status})`);
  const { parseSupabaseConnection } = await loadValidation();
  const fetched = parseSupabaseConnection(await response.json());
  keepConnection(fetched);
  return fetched;
}

/**
 * Where the backend is: the build-time VITE_ values when set (hosted Supabase), otherwise the
 * public values the local stack serves at /api/config. Those are kept on the device so a start
 * with no network (the service worker keeps a copy too) still knows who the reader is.
 * Only public values: no secret reaches the browser.
 */
export function getSupabaseConnection(): Promise<SupabaseConnection> {
  connection ??= (async () => {
    const built = (await loadValidation()).readBuiltSupabaseConnection();
    if (built) return built;
    try {
      return await fetchConnection();
    } catch (error) {
      const kept = await readKeptConnection();
      if (kept) return kept;
      throw error;
    }
  })().catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/** The connection does not change while the page is open; a failed read is tried again once. */
export const supabaseConnectionQueryOptions = () =>
  queryOptions({
    queryKey: ['supabase-connection'],
    queryFn: getSupabaseConnection,
    staleTime: Infinity,
    networkMode: 'always',
  });
