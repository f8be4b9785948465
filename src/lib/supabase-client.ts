import type { StoryCanvasClient } from './story-canvas-client';
import { yieldToBrowser } from './start-up/yield-to-browser';
import { getSupabaseConnection } from './supabase-connection';

export { getSupabaseConnection, type SupabaseConnection } from './supabase-connection';

export type { StoryCanvasClient } from './story-canvas-client';

let client: Promise<StoryCanvasClient> | undefined;

/**
 * The one backend client of the page, created when first needed. Its libraries (auth-js and
 * postgrest-js) are loaded then too, so they stay out of the first paint of every page.
 */
export function getSupabaseClient(): Promise<StoryCanvasClient> {
  client ??= Promise.all([getSupabaseConnection(), import('./create-story-canvas-client')])
    .then(async ([connection, { createStoryCanvasClient }]) => {
      // Reading the connection (zod) and starting auth-js are each a task of their own.
      await yieldToBrowser();
      return createStoryCanvasClient(connection);
    })
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}

/**
 * Server rendering reads as nobody in particular: the page's client there is the anonymous one,
 * set once by the renderer before any loader asks for a client.
 */
export function provideSupabaseClient(provided: StoryCanvasClient): void {
  client = Promise.resolve(provided);
}
