// Background Sync is not in TypeScript's WebWorker library yet; these are the parts the bridge uses
// (Chromium has it; elsewhere registration.sync is undefined and the page relies on reconnecting).

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
