// Retry constants of the operation queue (docs/product.md §9), shared by the queue and the sync engine.
// Kept apart so tests and the status header read the same numbers the scheduler uses.

export const RETRY_SETTINGS = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  autoRetry: true,
} as const;

export const SYNC_BATCH_SIZE = 50;
