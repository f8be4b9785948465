import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/offline';
import type { QueuedGrownUpChange } from '../sync/grown-up-change';
import { readGrownUpChanges, subscribeGrownUpChanges } from '../sync/grown-up-changes-on-device';

const readRaw = () => globalThis.localStorage?.getItem(STORAGE_KEYS.grownUpChanges) ?? null;

/** The account's changes waiting on this device, re-read whenever the queue changes (here or in another tab). */
export function useGrownUpChanges(userId: string): QueuedGrownUpChange[] {
  const raw = useSyncExternalStore(subscribeGrownUpChanges, readRaw, () => null);
  return useMemo(() => (raw === null ? [] : readGrownUpChanges(userId)), [raw, userId]);
}
