// The profile this device is in: the parent's own, or one of their children's (issue #26). It lives
// on the device, so it survives a reload and works with no network; it belongs to one account, so
// another account signing in on the device starts in its own profile.
import { useSyncExternalStore } from 'react';
import { CHILD_PROFILE_COOKIE } from '@common/server-rendered-pages.ts';
import type { ChildProfilesRow } from '@shared/database.ts';
import { ACTIVE_PROFILE_KEY } from './active-profile-key';
import { endGrownUpProof } from './end-grown-up-proof';

export type ActiveChild = Pick<
  ChildProfilesRow,
  'id' | 'display_name' | 'avatar' | 'reading_band' | 'ai_allowed'
>;

interface StoredProfile {
  userId: string;
  child: ActiveChild;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: StoredProfile | null = null;

function readStored(): StoredProfile | null {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(ACTIVE_PROFILE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<StoredProfile> | null;
    cached = parsed?.userId && parsed.child?.id ? (parsed as StoredProfile) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * The server's cue that Discover is the app's to list on this device (it would render every band):
 * a cookie, since a page's first request carries no storage. A year, like the profile it mirrors.
 */
function markChildProfileOpen(open: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const value = open ? '1; Max-Age=31536000' : '; Max-Age=0';
  document.cookie = `${CHILD_PROFILE_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  markChildProfileOpen(readStored() !== null);
  // Another tab switching profile switches this one too: a child cannot leave through a second tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVE_PROFILE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The child whose profile is active for this account on this device, or null in the parent's own. */
export function readActiveChild(userId: string | null | undefined): ActiveChild | null {
  const stored = readStored();
  return userId && stored?.userId === userId ? stored.child : null;
}

/** Enters a child's profile, or the parent's own with null (the caller has checked the PIN). */
export function setActiveChild(userId: string, child: ActiveChild | null): void {
  try {
    if (child) {
      // The child holds no grown-up proof: forgotten here and, when online, ended on the server.
      void endGrownUpProof();
      const { id, display_name, avatar, reading_band, ai_allowed } = child;
      const stored: StoredProfile = {
        userId,
        child: { id, display_name, avatar, reading_band, ai_allowed },
      };
      globalThis.localStorage?.setItem(ACTIVE_PROFILE_KEY, JSON.stringify(stored));
    } else globalThis.localStorage?.removeItem(ACTIVE_PROFILE_KEY);
    markChildProfileOpen(child !== null);
  } finally {
    notify();
  }
}

/** The active child for the signed-in account, re-rendered when the profile switches (here or in another tab). */
export function useActiveChild(userId: string | null | undefined): ActiveChild | null {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  return userId && stored?.userId === userId ? stored.child : null;
}
