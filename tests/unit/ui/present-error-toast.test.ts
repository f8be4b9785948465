// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { presentErrorToast, UNEXPECTED_ERROR_MESSAGE } from '@/ui';

describe('presentErrorToast (the toast wrapper of docs/product.md §8)', () => {
  it.each([
    'Usage tracking failed',
    'Failed to update profile',
    'failed to increment usage',
    'Permission denied for table',
    'Network error',
    'TypeError: Failed to fetch',
    'QuotaExceededError: quota exceeded',
    'Rate limit reached',
  ])('hides “%s”', (message) => {
    expect(presentErrorToast(new Error(message))).toBeNull();
  });

  it('replaces any other error with the generic message', () => {
    expect(presentErrorToast(new Error('relation "x" does not exist'))).toBe(
      UNEXPECTED_ERROR_MESSAGE,
    );
    expect(presentErrorToast('boom')).toBe('An unexpected error occurred. Please try again.');
  });
});
