import type { MediaFeatures } from '@shared/media/media-features.ts';

/** Where the page reaches the edge functions, and as whom. */
export interface FunctionsEndpoint {
  /** The project's URL; functions live under /functions/v1. */
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in reader's access token, so the server can count usage; the anon key otherwise. */
  accessToken?: string;
  /** A visitor's device id, by which the service counts their AI parts (with their address). */
  visitorId?: string;
  /**
   * What the server says it can make (the local stack's /api/config). Without it (a hosted
   * backend says nothing) the media functions themselves are asked once.
   */
  features?: MediaFeatures;
}

export function functionUrl(endpoint: FunctionsEndpoint, name: string): string {
  return `${endpoint.supabaseUrl.replace(/\/$/, '')}/functions/v1/${name}`;
}
