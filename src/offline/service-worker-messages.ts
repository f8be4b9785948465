// The page ↔ service-worker protocol, imported by both sides (src/offline/sync, the pwa feature and sw/), so a
// renamed or misspelt message is a type error on both ends instead of a message nobody answers.
// 'SKIP_WAITING' is the value workbox-window's messageSkipWaiting sends, kept so either sender works.

export const backgroundSyncTag = 'storycanvas-sync';

/** What a page sends its service worker. */
export type PageToWorkerMessage =
  | { type: 'register-sync' }
  | { type: 'replay-sync-done' }
  | { type: 'SKIP_WAITING' }
  | { type: 'claim-clients' };

/** What the service worker sends its pages. */
export type WorkerToPageMessage = { type: 'replay-sync' };

export type ServiceWorkerMessage = PageToWorkerMessage | WorkerToPageMessage;

export const registerSyncMessage = { type: 'register-sync' } as const satisfies PageToWorkerMessage;
export const replaySyncDoneMessage = {
  type: 'replay-sync-done',
} as const satisfies PageToWorkerMessage;
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const satisfies PageToWorkerMessage;
export const claimClientsMessage = { type: 'claim-clients' } as const satisfies PageToWorkerMessage;
export const replaySyncMessage = { type: 'replay-sync' } as const satisfies WorkerToPageMessage;

/** Whether a message event's data is the given protocol message (anything else, from any sender, is ignored). */
export function isServiceWorkerMessage<T extends ServiceWorkerMessage['type']>(
  data: unknown,
  type: T,
): data is Extract<ServiceWorkerMessage, { type: T }> {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}
