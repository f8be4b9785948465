// Where the pull step remembers how far it has read each table for each user (the last row's
// updated_at and id), so a sync only downloads what changed since. localStorage in the browser,
// memory elsewhere (Node tests, the bench).
import { STORAGE_KEYS } from '../storage-keys';
import type { StoryTable } from '../offline-records';

export interface SyncCheckpoint {
  updated_at: string;
  id: string;
}

export interface CheckpointStore {
  read(userId: string, table: StoryTable): SyncCheckpoint | null;
  write(userId: string, table: StoryTable, checkpoint: SyncCheckpoint): void;
}

export function createMemoryCheckpointStore(): CheckpointStore {
  const entries = new Map<string, SyncCheckpoint>();
  return {
    read: (userId, table) => entries.get(`${userId}:${table}`) ?? null,
    write: (userId, table, checkpoint) => void entries.set(`${userId}:${table}`, checkpoint),
  };
}

export function createLocalCheckpointStore(
  storage: Storage = globalThis.localStorage,
): CheckpointStore {
  const readAll = (): Record<string, SyncCheckpoint> => {
    try {
      return JSON.parse(storage.getItem(STORAGE_KEYS.syncCheckpoints) ?? '{}') as Record<
        string,
        SyncCheckpoint
      >;
    } catch {
      return {};
    }
  };
  return {
    read: (userId, table) => readAll()[`${userId}:${table}`] ?? null,
    write: (userId, table, checkpoint) => {
      storage.setItem(
        STORAGE_KEYS.syncCheckpoints,
        JSON.stringify({ ...readAll(), [`${userId}:${table}`]: checkpoint }),
      );
    },
  };
}
