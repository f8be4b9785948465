// Which branch a reader last followed in each story on this device, so a reload or a later visit
// opens it again. Used by the story page and the reader through useReadingBranch.
import { STORAGE_KEYS } from '@/offline/storage-keys';

/** How many stories' branches are remembered; the oldest choice is forgotten first. */
const REMEMBERED_STORIES = 200;

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.readingBranches) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The part the reader last followed in this story on this device, if any. */
export function readReadingBranch(storyId: string): string | null {
  const value = readAll()[storyId];
  return typeof value === 'string' ? value : null;
}

export function rememberReadingBranch(storyId: string, segmentId: string): void {
  const { [storyId]: _previous, ...others } = readAll();
  const kept = Object.entries(others).slice(-(REMEMBERED_STORIES - 1));
  try {
    localStorage.setItem(
      STORAGE_KEYS.readingBranches,
      JSON.stringify(Object.fromEntries([...kept, [storyId, segmentId]])),
    );
  } catch {
    // A full local store only means the next visit opens the story's finished branch instead.
  }
}
