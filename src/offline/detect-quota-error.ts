// Recognises "the device is out of storage" in the shapes browsers and Dexie report it, for the
// repositories that turn it into visible state instead of a silent lost write.

export const STORAGE_FULL_MESSAGE =
  'Your device is out of storage space, so this change was not saved. Everything saved before is still here. Free up some space and try again.';

export function isQuotaError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as {
      name?: unknown;
      message?: unknown;
      inner?: unknown;
      cause?: unknown;
    };
    if (candidate.name === 'QuotaExceededError') return true;
    if (typeof candidate.message === 'string' && /quota/i.test(candidate.message)) return true;
    // Dexie wraps the IDB error in `inner`; an aborted transaction surfaces as AbortError with the reason inside.
    current = candidate.inner ?? candidate.cause;
  }
  return false;
}

export class StorageFullError extends Error {
  constructor(readonly original: unknown) {
    super(STORAGE_FULL_MESSAGE);
    this.name = 'StorageFullError';
  }
}
