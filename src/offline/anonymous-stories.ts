// Finds and tracks stories written without an owner (visitors), for the migration dialog and service.
// Dexie never indexes null, so `where('user_id').equals(null)` cannot find them: their ids and a
// little metadata are also kept in localStorage, and a table scan backs that list up if it was cleared.
import type { StoryCanvasDB } from './db';
import type { LocalStory } from './offline-records';
import { STORAGE_KEYS } from './storage-keys';

export interface AnonymousStoryMetadata {
  title: string;
  created_at: string;
}

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // The list is only an index; the story itself is already in IndexedDB and the scan still finds it.
  }
}

export function readAnonymousStoryIds(): string[] {
  const ids = readJson<unknown>(STORAGE_KEYS.anonymousStoryIds, []);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function rememberAnonymousStory(
  story: Pick<LocalStory, 'id' | 'title' | 'created_at'>,
): void {
  const ids = readAnonymousStoryIds();
  if (!ids.includes(story.id)) writeJson(STORAGE_KEYS.anonymousStoryIds, [...ids, story.id]);
  const metadata = readJson<Record<string, AnonymousStoryMetadata>>(
    STORAGE_KEYS.anonymousStoryMetadata,
    {},
  );
  metadata[story.id] = { title: story.title, created_at: story.created_at };
  writeJson(STORAGE_KEYS.anonymousStoryMetadata, metadata);
}

export function forgetAnonymousStory(id: string): void {
  writeJson(
    STORAGE_KEYS.anonymousStoryIds,
    readAnonymousStoryIds().filter((known) => known !== id),
  );
  const metadata = readJson<Record<string, AnonymousStoryMetadata>>(
    STORAGE_KEYS.anonymousStoryMetadata,
    {},
  );
  delete metadata[id];
  writeJson(STORAGE_KEYS.anonymousStoryMetadata, metadata);
}

/** Owner-less stories that are not deleted, oldest first. */
export async function findAnonymousStories(db: StoryCanvasDB): Promise<LocalStory[]> {
  const listed = await db.stories.bulkGet(readAnonymousStoryIds());
  const scanned = await db.stories.filter((story) => !story.user_id).toArray();
  const byId = new Map<string, LocalStory>();
  for (const story of [...listed, ...scanned]) {
    if (story && !story.user_id && !story.deleted_at) byId.set(story.id, story);
  }
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}
