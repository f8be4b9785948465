import { isAlreadyDeliveredError, isRetryLaterError } from '../classify-feedback-error';
import { toFeedbackInsertRow } from '../feedback-record';
import { insertFeedbackRow, type InsertFeedback } from './insert-feedback-row';
import { readPendingFeedback, writePendingFeedback } from './read-pending-feedback';

export interface FlushPendingFeedbackResult {
  sent: number;
  remaining: number;
}

async function sendAll(insert: InsertFeedback): Promise<FlushPendingFeedbackResult> {
  const pending = readPendingFeedback();
  if (pending.length === 0 || !navigator.onLine) return { sent: 0, remaining: pending.length };
  const delivered = new Set<string>();
  for (const entry of pending) {
    const outcome = await insert(toFeedbackInsertRow(entry), { returning: false }).catch(
      () => null,
    );
    if (outcome === null) break;
    if (!outcome.error || isAlreadyDeliveredError(outcome.error)) {
      delivered.add(entry.id);
      continue;
    }
    if (isRetryLaterError({ ...outcome.error, status: outcome.status })) break;
  }
  // Re-read so feedback saved while this flush ran is kept.
  const left = readPendingFeedback().filter((entry) => !delivered.has(entry.id));
  writePendingFeedback(left);
  return { sent: delivered.size, remaining: left.length };
}

const FLUSH_LOCK = 'storycanvas-pending-feedback';

/** One flush across all tabs where Web Locks exist, so two tabs coming online do not send the same feedback. */
function sendAllExclusively(insert: InsertFeedback): Promise<FlushPendingFeedbackResult> {
  if (typeof navigator.locks?.request !== 'function') return sendAll(insert);
  return navigator.locks.request(FLUSH_LOCK, () => sendAll(insert)).then((result) => result);
}

let running: Promise<FlushPendingFeedbackResult> | null = null;

/** Sends feedback kept on the device, oldest first, and forgets each one the backend accepted. */
export function flushPendingFeedback(
  insert: InsertFeedback = insertFeedbackRow,
): Promise<FlushPendingFeedbackResult> {
  running ??= sendAllExclusively(insert)
    .catch(() => ({ sent: 0, remaining: readPendingFeedback().length }))
    .finally(() => {
      running = null;
    });
  return running;
}
