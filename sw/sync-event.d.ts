// Background Sync is not in TypeScript's WebWorker library yet; these are the parts the bridge uses.

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

interface SyncManager {
  register(tag: string): Promise<void>;
}

interface ServiceWorkerRegistration {
  readonly sync?: SyncManager;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
}
