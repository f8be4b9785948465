// Sorts a failed server call into offline (no attempt used), permanent (a 4xx that will never
// succeed: stop at once) or retryable, for the operation queue's bookkeeping.

export type FailureKind = 'offline' | 'permanent' | 'retryable';

export const OFFLINE_MESSAGE = 'Cannot execute operation while offline';

/** What a server call failed with; status 0 means no HTTP answer at all. */
export class SyncRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string = '',
  ) {
    super(message);
    this.name = 'SyncRequestError';
  }
}

// A missing parent row (23503) or an expired token heals by itself once the story syncs or the
// session refreshes; every other 4xx is the request's own fault and replaying it cannot help.
const HEALING_CODES = new Set(['23503', 'PGRST301', 'PGRST303']);

export function classifyFailure(error: unknown, isOnline: boolean): FailureKind {
  if (!isOnline) return 'offline';
  if (error instanceof SyncRequestError) {
    if (error.status === 0) return 'offline';
    if (
      HEALING_CODES.has(error.code) ||
      error.status === 401 ||
      error.status === 408 ||
      error.status === 429
    ) {
      return 'retryable';
    }
    if (error.status >= 400 && error.status < 500) return 'permanent';
    return 'retryable';
  }
  if (error instanceof TypeError) return 'offline';
  if (error instanceof Error && error.message === OFFLINE_MESSAGE) return 'offline';
  return 'retryable';
}

export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
