// The data layer (dexie, supabase-js, DOMPurify and the sync engine) stays out of the first paint:
// it starts once the page has loaded and the browser is idle, at the latest a moment after load, or
// at once when changes are waiting to sync. A route that needs it earlier simply imports it.
import { PENDING_CHANGES_KEY } from './pending-changes-key';
import { yieldToBrowser } from './start-up/yield-to-browser';

function hasPendingChanges(): boolean {
  try {
    return globalThis.localStorage?.getItem(PENDING_CHANGES_KEY) === '1';
  } catch {
    return false;
  }
}

/** However busy the page, the data layer starts this long after load. */
export const DATA_LAYER_IDLE_TIMEOUT_MS = 2000;

let due: Promise<void> | undefined;

function afterLoadAndIdle(resolve: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: DATA_LAYER_IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Resolves once the data layer is due, each caller in a task of its own: the parts that join
 * together (the session, the sync status, the migration and feedback prompts) would otherwise all
 * start in the one task that ends the wait, and make it a long one.
 */
export function whenDataLayerDue(): Promise<void> {
  due ??= new Promise<void>((resolve) => {
    if (typeof document === 'undefined' || hasPendingChanges()) resolve();
    else afterLoadAndIdle(resolve);
  });
  return due.then(yieldToBrowser);
}
