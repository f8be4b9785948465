// The account's children as last read from the server, kept on the device so Switch profile lists
// them with no network; the active child's name, avatar, band and AI switch follow a change made on
// /family.
import { STORAGE_KEYS } from '@/offline';
import { readActiveChild, setActiveChild, type ActiveChild } from '@/lib/active-profile';

interface StoredChildren {
  userId: string;
  children: ActiveChild[];
}

export function readChildProfilesOnDevice(userId: string): ActiveChild[] {
  try {
    const stored = JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEYS.familyChildren) ?? 'null',
    ) as StoredChildren | null;
    return stored?.userId === userId && Array.isArray(stored.children) ? stored.children : [];
  } catch {
    return [];
  }
}

export function keepChildProfilesOnDevice(userId: string, children: ActiveChild[]): void {
  const kept = children.map(({ id, display_name, avatar, reading_band, ai_allowed }) => ({
    id,
    display_name,
    avatar,
    reading_band,
    ai_allowed,
  }));
  try {
    globalThis.localStorage?.setItem(
      STORAGE_KEYS.familyChildren,
      JSON.stringify({ userId, children: kept } satisfies StoredChildren),
    );
  } catch {
    // Storage refused: the switcher then lists the children only while online.
  }
  const active = readActiveChild(userId);
  if (!active) return;
  const current = kept.find((child) => child.id === active.id);
  // A removed child's profile cannot stay active: their stories now belong to the parent or are gone.
  if (!current) setActiveChild(userId, null);
  else if (JSON.stringify(current) !== JSON.stringify(active)) setActiveChild(userId, current);
}
