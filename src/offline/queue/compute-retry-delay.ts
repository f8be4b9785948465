// Backoff before the next automatic retry of a failed queued operation, for the queue's scheduler.
// Doubling from 1000 ms, capped at 60000 ms, with jitter so many devices coming back at once
// do not hit the server in step.
import { RETRY_SETTINGS } from './retry-settings';

/** retryCount is the number of attempts used so far (1 after the first failure). */
export function computeRetryDelay(retryCount: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, retryCount - 1);
  const ceiling = Math.min(RETRY_SETTINGS.baseDelayMs * 2 ** exponent, RETRY_SETTINGS.maxDelayMs);
  // Equal jitter: never less than half the backoff, never more than the backoff (so never above the cap).
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
