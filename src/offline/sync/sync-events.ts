// Lifecycle events and the result of one sync run (docs/product.md §3, §4), for the status header, tests and
// other tabs: sync_started, conflict_detected, conflict_resolved, sync_completed, sync_failed.

export type SyncEventType =
  'sync_started' | 'conflict_detected' | 'conflict_resolved' | 'sync_completed' | 'sync_failed';

export interface SyncResult {
  success: boolean;
  syncedStories: number;
  syncedSegments: number;
  conflicts: number;
  errors: string[];
}

export type SyncEvent =
  | { type: 'sync_started' }
  | { type: 'conflict_detected'; table: string; recordId: string }
  | {
      type: 'conflict_resolved';
      table: string;
      recordId: string;
      winner: 'client' | 'server' | 'merged';
    }
  | { type: 'sync_completed'; result: SyncResult }
  | { type: 'sync_failed'; result: SyncResult; error: string };

export type SyncListener = (event: SyncEvent) => void;

export function emptySyncResult(): SyncResult {
  return { success: false, syncedStories: 0, syncedSegments: 0, conflicts: 0, errors: [] };
}
