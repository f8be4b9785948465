import { z } from 'zod/mini';
import { config } from './config';
import { SUPABASE_CONNECTION_KEY } from './supabase-connection-key';

const connectionSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
  /** Whether pictures and cloud narration can be made; only the local stack says. */
  features: z.optional(z.object({ images: z.boolean(), narration: z.boolean() })),
});

export type SupabaseConnection = z.infer<typeof connectionSchema>;

let connection: Promise<SupabaseConnection> | undefined;

function readKeptConnection(): SupabaseConnection | null {
  try {
    const parsed = connectionSchema.safeParse(
      JSON.parse(globalThis.localStorage?.getItem(SUPABASE_CONNECTION_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
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
  const fetched = connectionSchema.parse(await response.json());
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
    if (config.VITE_SUPABASE_URL && config.VITE_SUPABASE_ANON_KEY) {
      return {
        supabaseUrl: config.VITE_SUPABASE_URL,
        supabaseAnonKey: config.VITE_SUPABASE_ANON_KEY,
      };
    }
    try {
      return await fetchConnection();
    } catch (error) {
      const kept = readKeptConnection();
      if (kept) return kept;
      throw error;
    }
  })().catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}
