import { z } from 'zod/mini';
import { config } from './config';
import { readBrowserConfig } from './read-browser-config';

const connectionSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
  /** Whether pictures, cloud narration and AI story parts can be made; only the local stack says. */
  features: z.optional(
    // A config kept from a server that did not say whether it writes stories: assume it does.
    z.object({
      images: z.boolean(),
      narration: z.boolean(),
      stories: z._default(z.boolean(), true),
    }),
  ),
  /** The local stack serves the API with the app, so the page talks to its own origin. */
  servedWithApp: z.optional(z.boolean()),
  /** The on-device story model the stack offers (OFFLINE_MODEL_URL), checked by its SHA-256. */
  offlineModel: z.optional(
    z.object({
      url: z.string(),
      sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
      name: z.string(),
      licence: z.optional(z.string()),
      bytes: z.optional(z.number()),
    }),
  ),
});

export type SupabaseConnection = z.infer<typeof connectionSchema>;
export type OfflineModel = NonNullable<SupabaseConnection['offlineModel']>;

/**
 * An API served with the app is wherever the page was opened (127.0.0.1, a LAN address, a proxy's
 * name): the server's supabaseUrl is its SITE_URL, which a page opened elsewhere cannot reach
 * under its CSP. So the page's own origin wins, and the kept copy stays valid at any address.
 */
function placeConnection(connection: SupabaseConnection): SupabaseConnection {
  return connection.servedWithApp && globalThis.location
    ? { ...connection, supabaseUrl: globalThis.location.origin }
    : connection;
}

/** A connection as the server sent it or the device kept it; throws on anything else. */
export function parseSupabaseConnection(value: unknown): SupabaseConnection {
  return placeConnection(connectionSchema.parse(value));
}

/** A kept connection, or null when it is missing or not one. */
export function parseKeptSupabaseConnection(value: unknown): SupabaseConnection | null {
  const parsed = connectionSchema.safeParse(value);
  return parsed.success ? placeConnection(parsed.data) : null;
}

/**
 * The build-time backend values, checked once more with zod now that the data layer has loaded it:
 * the build checked them already, and this catches a bundle built without that step.
 */
export function readBuiltSupabaseConnection(): SupabaseConnection | null {
  const { VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: supabaseAnonKey } =
    readBrowserConfig(config);
  return supabaseUrl && supabaseAnonKey ? { supabaseUrl, supabaseAnonKey } : null;
}
