import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readStory, readStorySegments } from '@/offline';
import { QUERY_CACHE } from '@/lib/query-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { whenDataLayerDue } from '@/lib/when-data-layer-due';
import { getSupabaseClient } from '@/lib/supabase-client';
import { readAuthorNames } from '@/lib/read-author-names';
import { readSettledSession, useSessionStore } from '@/lib/session';
import { parseStorySettings } from '@shared/story-engine/story-settings.ts';
import { keepCopy, readKeptCopy } from './kept-copies';
import { readPublishedStory } from './read-published-story';
import type { ReadableStory, ReaderStory } from './readable-story';

async function readFromDevice(id: string): Promise<ReadableStory | null> {
  const story = await readStory(id);
  if (!story) return null;
  const pictureStyle = parseStorySettings(story.creation_settings)?.options.style ?? null;
  return {
    story: { ...story, picture_style: pictureStyle },
    segments: await readStorySegments(id),
    source: 'device',
  };
}

const STORY_COLUMNS =
  'id, user_id, title, description, genre, target_age, is_completed, created_at, thumbnail_url';

/** The reader's own story from another device, else a published one as strangers see it. */
async function readServerStory(id: string): Promise<ReaderStory | null> {
  const client = await getSupabaseClient();
  const own = await client
    .from('stories')
    .select(`${STORY_COLUMNS}, is_public, picture_style:creation_settings->options->>style`)
    .eq('id', id)
    .is('deleted_at', null)
    .retry(false)
    .maybeSingle();
  if (own.error) throw new Error(own.error.message);
  if (own.data) return own.data;
  return readPublishedStory(id);
}

async function readFromServer(
  id: string,
  readStoryRow: (id: string) => Promise<ReaderStory | null> = readServerStory,
): Promise<ReadableStory | null> {
  const client = await getSupabaseClient();
  const story = await readStoryRow(id);
  if (!story) return null;
  const { data: segments, error: segmentError } = await client
    .from('story_segments')
    .select(
      'id, parent_segment_id, triggering_choice_text, segment_text, choices, image_prompt, image_url, audio_url, is_end, sequence_number, created_at, deleted_at, written_by, writer_model',
    )
    .eq('story_id', id)
    .is('deleted_at', null)
    .order('sequence_number')
    .retry(false);
  if (segmentError) throw new Error(segmentError.message);
  return { story, segments, source: 'server' };
}

/** Adds the author's name to a published story; a private one, or a failed read, goes without. */
async function withAuthorName(readable: ReadableStory): Promise<ReadableStory> {
  const { user_id: userId, is_public: isPublic } = readable.story;
  if (!userId || !isPublic) return readable;
  const authorName = await readAuthorNames([userId]).then(
    (names) => names.get(userId) ?? null,
    () => null,
  );
  return { ...readable, authorName };
}

export const readableStoryInputSchema = z.object({
  id: z.string().check(z.minLength(1)),
  online: z.boolean(),
});
export type ReadableStoryInput = z.infer<typeof readableStoryInputSchema>;

/**
 * A story to read: the device's own copy first; otherwise the server's (a published story, or the
 * reader's from another device), kept for offline reading; offline, the copy kept earlier.
 * It fails only when the server could not be read and no copy was kept, so the read can be tried again.
 */
export async function loadReadableStory(input: ReadableStoryInput): Promise<ReadableStory | null> {
  const { id, online } = readableStoryInputSchema.parse(input);
  const local = await readFromDevice(id).catch(() => null);
  if (local) return online ? withAuthorName(local) : local;
  // Who reads matters only for a kept copy (offline, or the server failed): reading online never
  // waits for the session check.
  const readKept = async () => readKeptCopy(id, (await readSettledSession()).user?.id ?? null);
  if (!online) return readKept();
  try {
    const remote = await readFromServer(id);
    if (!remote) return null;
    const named = await withAuthorName(remote);
    keepCopy(named, useSessionStore.getState().user?.id ?? null);
    return named;
  } catch (error) {
    const kept = await readKept();
    if (kept) return kept;
    throw error;
  }
}

/**
 * A published story as the server renders its page: only what any stranger may read, as the
 * anonymous role reads it; null when it is not published (or does not exist).
 */
export async function loadPublishedStory(id: string): Promise<ReadableStory | null> {
  const published = await readFromServer(id, readPublishedStory);
  return published ? { ...(await withAuthorName(published)), source: 'rendered' } : null;
}

/** Every read of one story, online or not. */
export const readableStoryScope = (id: string) => ['readable-story', id] as const;

export const readableStoryQueryKey = (input: ReadableStoryInput) =>
  [...readableStoryScope(input.id), input.online] as const;

/**
 * The device's own stories are read again on every visit (they change as they are written), and
 * so is one the server rendered the page with (the device may hold a newer copy, and reading it
 * keeps it for offline reading); a story read from the server stays fresh for the usual 5 min.
 * The read works offline itself.
 */
export const loadReadableStoryQueryOptions = (input: ReadableStoryInput) =>
  queryOptions({
    queryKey: readableStoryQueryKey(input),
    queryFn: async ({ client, queryKey }) => {
      // The rendered story is on screen already: reading it again waits for the data layer's
      // turn (once the page is idle), so hydrating the page does not also start dexie and auth.
      if (client.getQueryData<ReadableStory | null>(queryKey)?.source === 'rendered')
        await whenDataLayerDue();
      return loadReadableStory(input);
    },
    staleTime: (query) =>
      query.state.data?.source === 'device' || query.state.data?.source === 'rendered'
        ? 0
        : QUERY_CACHE.staleTime,
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });

/** What the server renders a published story's page with, under the key the browser reads it by. */
export const publishedStoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: readableStoryQueryKey({ id, online: true }),
    queryFn: () => loadPublishedStory(id),
    retry: false,
  });
