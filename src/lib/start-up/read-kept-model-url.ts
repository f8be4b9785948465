import { SUPABASE_CONNECTION_KEY } from '../supabase-connection-key';

/**
 * The on-device model's https URL from the config the server gave last time, read before any
 * module loads: the meta CSP is set once at start, so it must already allow that host for
 * Settings to download the model. A local model (/models/…) needs nothing; neither does junk.
 */
export function readKeptModelUrl(storage: () => Storage): string | undefined {
  try {
    const kept = JSON.parse(storage().getItem(SUPABASE_CONNECTION_KEY) ?? 'null') as {
      offlineModel?: { url?: unknown };
    } | null;
    const url = kept?.offlineModel?.url;
    return typeof url === 'string' && /^https:\/\/[^/]/.test(url) && URL.canParse(url)
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}
