import { STORAGE_KEYS } from './storage-keys';

/**
 * This browser's anonymous visitor id, made on first use: the story service counts a visitor's AI
 * parts per device with it (X-Visitor-Id), besides per address. Not a secret and not an account.
 */
export function readVisitorId(): string | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.anonymousVisitorId);
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
    const made = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.anonymousVisitorId, made);
    return made;
  } catch {
    return undefined;
  }
}
