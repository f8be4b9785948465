// The children's stories waiting for the parent's yes as last read from the server, kept on the
// device so a parent opening /family with no network can still read the list and answer it (the
// answer then waits on the device too).
import { STORAGE_KEYS } from '@/offline';
import type { PublishRequest } from './publish-request';

interface StoredRequests {
  userId: string;
  requests: PublishRequest[];
}

export function readPublishRequestsOnDevice(userId: string): PublishRequest[] {
  try {
    const stored = JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEYS.familyRequests) ?? 'null',
    ) as StoredRequests | null;
    return stored?.userId === userId && Array.isArray(stored.requests) ? stored.requests : [];
  } catch {
    return [];
  }
}

export function keepPublishRequestsOnDevice(userId: string, requests: PublishRequest[]): void {
  try {
    globalThis.localStorage?.setItem(
      STORAGE_KEYS.familyRequests,
      JSON.stringify({ userId, requests } satisfies StoredRequests),
    );
  } catch {
    // Storage refused: /family then lists the requests only while online.
  }
}
