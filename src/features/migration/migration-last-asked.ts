import { STORAGE_KEYS } from '@/offline';

type LastAsked = Record<string, string>;

function readAll(): LastAsked {
  try {
    const parsed: unknown = JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEYS.migrationLastAsked) ?? '{}',
    );
    return parsed && typeof parsed === 'object' ? (parsed as LastAsked) : {};
  } catch {
    return {};
  }
}

/** When the dialog last asked this reader on this device, if ever. */
export function readLastAsked(userId: string): string | null {
  const value = readAll()[userId];
  return typeof value === 'string' ? value : null;
}

export function markAsked(userId: string, at: string): void {
  try {
    globalThis.localStorage?.setItem(
      STORAGE_KEYS.migrationLastAsked,
      JSON.stringify({ ...readAll(), [userId]: at }),
    );
  } catch {
    // Without storage the dialog may ask again about the same stories; nothing is lost.
  }
}

/**
 * The dialog asks when a story was made on this device without an account since it last asked this
 * reader: a skip is respected for the stories it covered, never for ones written afterwards.
 */
export function hasStoriesSinceLastAsked(
  stories: readonly { created_at: string }[],
  lastAsked: string | null,
): boolean {
  if (lastAsked === null) return stories.length > 0;
  const since = Date.parse(lastAsked);
  return stories.some((story) => Date.parse(story.created_at) > since);
}
