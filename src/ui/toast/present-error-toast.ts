/** Phrases whose error toasts are never shown: background failures the user cannot act on (docs/product.md §8). */
const HIDDEN_PHRASES = [
  'usage tracking',
  'failed to update',
  'failed to increment',
  'permission denied',
  'network error',
  'failed to fetch',
  'quota exceeded',
  'rate limit',
];

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/**
 * The toast wrapper for errors that were not written for users (docs/product.md §8): null when the message
 * is one of the hidden kinds, otherwise the generic message, so raw technical text never shows.
 * Messages the app writes itself (the toasts of docs/product.md §8) are shown with showToast directly.
 */
export function presentErrorToast(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = message.toLowerCase();
  if (HIDDEN_PHRASES.some((phrase) => lower.includes(phrase))) return null;
  return UNEXPECTED_ERROR_MESSAGE;
}
