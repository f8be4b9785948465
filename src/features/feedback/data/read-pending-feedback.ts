import { STORAGE_KEYS } from '@/offline';
import type { PendingFeedback } from '../feedback-record';

function isPendingFeedback(value: unknown): value is PendingFeedback {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<PendingFeedback>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.message === 'string' &&
    typeof entry.feedback_type === 'string'
  );
}

/** Feedback kept on this device until the backend takes it; unreadable entries are skipped, not fatal. */
export function readPendingFeedback(): PendingFeedback[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.pendingFeedback);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPendingFeedback) : [];
  } catch {
    return [];
  }
}

export function writePendingFeedback(entries: PendingFeedback[]): void {
  if (entries.length === 0) localStorage.removeItem(STORAGE_KEYS.pendingFeedback);
  else localStorage.setItem(STORAGE_KEYS.pendingFeedback, JSON.stringify(entries));
}
