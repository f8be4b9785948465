export { SyncStatus } from './components/sync-status';
export { UnsyncedChangesGuard } from './components/unsynced-changes-guard';
