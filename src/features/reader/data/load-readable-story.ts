import {
  STORAGE_KEYS,
  readStory,
  readStorySegments,
  type SegmentRow,
  type StoryRow,
} from '@/offline';
import { getSupabaseClient } from '@/lib/supabase-client';
import { readAuthorName } from './read-author-name';

export type ReaderStory = Pick<
  StoryRow,
  | 'id'
  | 'user_id'
  | 'title'
  | 'description'
  | 'genre'
  | 'target_age'
  | 'is_public'
  | 'is_completed'
  | 'created_at'
>;
export type ReaderSegment = Pick<
  SegmentRow,
  | 'id'
  | 'parent_segment_id'
  | 'triggering_choice_text'
  | 'segment_text'
  | 'choices'
  | 'image_prompt'
  | 'image_url'
  | 'audio_url'
  | 'is_end'
  | 'sequence_number'
  | 'created_at'
  | 'deleted_at'
>;

export interface ReadableStory {
  story: ReaderStory;
  segments: ReaderSegment[];
  /** device: written here; server: just fetched; copy: kept from an earlier visit, for offline reading. */
  source: 'device' | 'server' | 'copy';
  /** The author's display name, once read from their public profile. */
  authorName?: string | null;
}

/** How many published stories are kept for offline reading, newest visit first. */
const KEPT_COPIES = 20;

function readCopies(): Record<string, ReadableStory & { keptAt: string }> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.readerCache) ?? '{}') as Record<
      string,
      ReadableStory & { keptAt: string }
    >;
  } catch {
    return {};
  }
}

function keepCopy(readable: ReadableStory): void {
  const copies = {
    ...readCopies(),
    [readable.story.id]: { ...readable, source: 'copy' as const, keptAt: new Date().toISOString() },
  };
  const newest = Object.values(copies)
    .sort((a, b) => b.keptAt.localeCompare(a.keptAt))
    .slice(0, KEPT_COPIES);
  try {
    localStorage.setItem(
      STORAGE_KEYS.readerCache,
      JSON.stringify(Object.fromEntries(newest.map((copy) => [copy.story.id, copy]))),
    );
  } catch {
    // A full local store only means this story will not be readable offline; reading goes on.
  }
}

async function readFromDevice(id: string): Promise<ReadableStory | null> {
  const story = await readStory(id);
  if (!story) return null;
  return { story, segments: await readStorySegments(id), source: 'device' };
}

const STORY_COLUMNS =
  'id, user_id, title, description, genre, target_age, is_completed, created_at';

/** The reader's own story from another device, else a published one as strangers see it. */
async function readServerStory(id: string): Promise<ReaderStory | null> {
  const client = await getSupabaseClient();
  const own = await client
    .from('stories')
    .select(`${STORY_COLUMNS}, is_public`)
    .eq('id', id)
    .is('deleted_at', null)
    .maybeSingle<ReaderStory>();
  if (own.error) throw new Error(own.error.message);
  if (own.data) return own.data;
  const published = await client
    .from('public_stories')
    .select(STORY_COLUMNS)
    .eq('id', id)
    .maybeSingle<Omit<ReaderStory, 'is_public'>>();
  if (published.error) throw new Error(published.error.message);
  return published.data ? { ...published.data, is_public: true } : null;
}

async function readFromServer(id: string): Promise<ReadableStory | null> {
  const client = await getSupabaseClient();
  const story = await readServerStory(id);
  if (!story) return null;
  const { data: segments, error: segmentError } = await client
    .from('story_segments')
    .select(
      'id, parent_segment_id, triggering_choice_text, segment_text, choices, image_prompt, image_url, audio_url, is_end, sequence_number, created_at, deleted_at',
    )
    .eq('story_id', id)
    .is('deleted_at', null)
    .order('sequence_number');
  if (segmentError) throw new Error(segmentError.message);
  return { story, segments: (segments ?? []) as ReaderSegment[], source: 'server' };
}

/** Adds the author's name to a published story; a private one, or a failed read, goes without. */
async function withAuthorName(readable: ReadableStory): Promise<ReadableStory> {
  const { user_id: userId, is_public: isPublic } = readable.story;
  if (!userId || !isPublic) return readable;
  const authorName = await readAuthorName(userId).catch(() => null);
  return { ...readable, authorName };
}

/**
 * A story to read: the device's own copy first; otherwise the server's (a published story, or the
 * reader's from another device), kept for offline reading; offline, the copy kept earlier.
 */
export async function loadReadableStory(
  id: string,
  online: boolean,
): Promise<ReadableStory | null> {
  const local = await readFromDevice(id).catch(() => null);
  if (local) return online ? withAuthorName(local) : local;
  if (online) {
    try {
      const remote = await readFromServer(id);
      if (!remote) return null;
      const named = await withAuthorName(remote);
      keepCopy(named);
      return named;
    } catch {
      // Fall back to a kept copy when the server cannot be reached.
    }
  }
  return readCopies()[id] ?? null;
}
