import { logger } from '../logger';
import { applySecurityMeta } from './apply-security-meta';
import { moveLegacyKeysToSession, type LegacyKeys } from './move-legacy-keys-to-session';
import { purgeStaleLocalKeys } from './purge-stale-local-keys';
import { removeExpiredAutosaves } from './remove-expired-autosaves';
import { watchSuspiciousDom } from './watch-suspicious-dom';
import { readUsedHeapBytes, watchMemoryUsage } from './watch-memory-usage';

export interface StartUpOptions {
  window: Window;
  legacySessionKeys: LegacyKeys;
  autosavePrefix: string;
  /** The content security policy applies to production builds only: Vite's dev server relies on inline scripts. */
  production: boolean;
  supabaseUrl?: string;
  /** The build's inline scripts the CSP allows by hash (the prerendered pages' boot script). */
  scriptHashes?: readonly string[];
}

const log = logger.scoped({ component: 'start-up' });

function step(name: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    // Storage can be blocked (private mode, policy); the app must still start without the hygiene.
    log.warn(`Start-up step "${name}" failed`, error);
  }
}

/** docs/product.md §9 'At start', in order: storage hygiene, then the security meta tags, then the DOM and memory watchers. */
export function runStartUp({
  window,
  legacySessionKeys,
  autosavePrefix,
  production,
  supabaseUrl,
  scriptHashes,
}: StartUpOptions): void {
  step('purge stale local keys', () => {
    const purged = purgeStaleLocalKeys(window.localStorage);
    if (purged.length > 0) log.info('Purged stale local keys', { keys: purged });
  });
  step('move legacy keys to session storage', () => {
    moveLegacyKeysToSession(window.localStorage, window.sessionStorage, legacySessionKeys);
  });
  step('remove expired autosaves', () => {
    removeExpiredAutosaves(window.sessionStorage, autosavePrefix, Date.now());
  });
  if (production)
    step('apply security meta', () =>
      applySecurityMeta(window.document, {
        pageOrigin: window.location.origin,
        supabaseUrl,
        scriptHashes,
      }),
    );
  step('watch for suspicious DOM', () => {
    watchSuspiciousDom(window.document.documentElement, (message, data) => log.warn(message, data));
  });
  step('watch memory use', () => {
    watchMemoryUsage(
      (message, data) => log.warn(message, data),
      () => readUsedHeapBytes(window.performance),
    );
  });
}
