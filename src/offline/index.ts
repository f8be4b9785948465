// The offline layer's public API for features, app, routes and start-up (the lint refuses deeper imports):
// the device store's reads and writes (on the database this module owns: no handle leaves it), storage
// keys, sync start and status, the anonymous-story migration and the service-worker protocol. The service
// worker imports its own modules directly.
export type { LocalSegment, LocalStory, SegmentRow, StoryRow } from './offline-records';
export { setOfflineLogSink } from './offline-log';
export {
  AUTOSAVE_PREFIX,
  COOKIE_NAMES,
  LEGACY_SESSION_KEY_PREFIXES,
  LEGACY_SESSION_KEYS,
  STORAGE_KEYS,
} from './storage-keys';
export { readStorageHealth, subscribeStorageHealth } from './storage-health';
export { markTabVisitor, takeTabOwnerlessStories } from './tab-ownerless-stories';
export type { AnonymousStoryMigration } from './migration/migrate-anonymous-stories';
export type { MigrationProgress, MigrationResult } from './migration/migration-result';
export { countLocalRecords, type LocalRecordCounts } from './repositories/count-local-records';
export { readSegment } from './repositories/read-segment';
export { readStory } from './repositories/read-story';
export { readStorySegments } from './repositories/read-story-segments';
export {
  adoptOwnerlessStories,
  createAnonymousStoryMigration,
  deleteSegment,
  deleteStory,
  findAnonymousStories,
  saveSegment,
  saveStory,
  updateSegment,
  updateStory,
} from './device-store';
export { useStories } from './repositories/use-stories';
export { useStory } from './repositories/use-story';
export { useStorySegments } from './repositories/use-story-segments';
export { useUnsyncedOperationCount } from './repositories/use-unsynced-operation-count';
export { useFailedOperationCount } from './repositories/use-failed-operation-count';
export { useReadingBranch } from './reading-branch/use-reading-branch';
export { retryFailedSync, startOfflineSync, syncNow } from './sync/start-offline-sync';
export { answerBackgroundSync } from './sync/answer-background-sync';
export { syncStatusStore, type SyncStatus } from './sync/sync-status-store';
export { readVisitorId } from './read-visitor-id';
export { claimClientsMessage, skipWaitingMessage } from './service-worker-messages';
export { markPendingChanges } from './pending-changes-marker';
export { ON_DEVICE_ENGINE_CACHE } from './on-device-engine-cache';
