import { STORAGE_KEYS } from '@/offline';
import type { ReadableStory } from './readable-story';

/** How many stories are kept for offline reading, newest visit first. */
const KEPT_COPIES = 20;

/** keptFor: the account that read it (null for a visitor), which alone may read a private copy. */
type KeptCopy = ReadableStory & { keptAt: string; keptFor?: string | null };

function readAll(): Record<string, KeptCopy> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.readerCache) ?? '{}') as Record<
      string,
      KeptCopy
    >;
  } catch {
    return {};
  }
}

function writeAll(copies: KeptCopy[]): void {
  try {
    localStorage.setItem(
      STORAGE_KEYS.readerCache,
      JSON.stringify(Object.fromEntries(copies.map((copy) => [copy.story.id, copy]))),
    );
  } catch {
    // A full local store only means this story will not be readable offline; reading goes on.
  }
}

/**
 * The copy kept of a story for offline reading, if this reader may read it: a published story's
 * for anyone, a private one (the reader's own, read from another device) only for the account that
 * read it, so the next person on a shared device cannot open it by its address.
 */
export function readKeptCopy(id: string, readerId: string | null): ReadableStory | null {
  const copy = readAll()[id];
  if (!copy) return null;
  if (copy.story.is_public !== true && (!readerId || copy.keptFor !== readerId)) return null;
  const { keptAt: _keptAt, keptFor: _keptFor, ...readable } = copy;
  return readable;
}

export function keepCopy(readable: ReadableStory, readerId: string | null): void {
  const copies = {
    ...readAll(),
    [readable.story.id]: {
      ...readable,
      source: 'copy' as const,
      keptAt: new Date().toISOString(),
      keptFor: readerId,
    },
  };
  writeAll(
    Object.values(copies)
      .sort((a, b) => b.keptAt.localeCompare(a.keptAt))
      .slice(0, KEPT_COPIES),
  );
}

/** At sign-out: only published stories stay readable offline on this device. */
export function forgetPrivateCopies(): void {
  const copies = Object.values(readAll());
  const published = copies.filter((copy) => copy.story.is_public === true);
  if (published.length !== copies.length) writeAll(published);
}
