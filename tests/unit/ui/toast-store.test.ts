// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  showErrorToast,
  showToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_VISIBLE,
  useToastStore,
} from '@/ui';

const messages = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.getState().clear();
});

afterEach(() => {
  useToastStore.getState().clear();
  vi.useRealTimers();
});

describe('toast store (docs/product.md §9: 4 s, at most 3 visible)', () => {
  it('keeps a toast for 4 s by default and then removes it', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(4000);
    showToast('Saved');
    vi.advanceTimersByTime(3999);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours a longer duration such as the 5 s migration toasts', () => {
    showToast('2 stories saved to your account!', { durationMs: 5000, variant: 'success' });
    vi.advanceTimersByTime(4500);
    expect(messages()).toEqual(['2 stories saved to your account!']);
    vi.advanceTimersByTime(500);
    expect(messages()).toEqual([]);
  });

  it('shows at most 3 at once, dropping the oldest so the newest is always visible', () => {
    expect(TOAST_MAX_VISIBLE).toBe(3);
    ['one', 'two', 'three', 'four', 'five'].forEach((message) => showToast(message));
    expect(messages()).toEqual(['three', 'four', 'five']);
  });

  it('dismiss removes one toast at once', () => {
    const first = showToast('first');
    showToast('second');
    useToastStore.getState().dismiss(first);
    expect(messages()).toEqual(['second']);
  });

  it('a duration of 0 keeps the toast until dismissed', () => {
    showToast('stays', { durationMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['stays']);
  });
});

describe('showErrorToast (the wrapper of docs/product.md §8 applied)', () => {
  it('shows nothing for a hidden kind of message', () => {
    expect(showErrorToast(new Error('TypeError: Failed to fetch'))).toBeNull();
    expect(showErrorToast(new Error('Usage tracking unavailable'))).toBeNull();
    expect(messages()).toEqual([]);
  });

  it('shows the generic message as an error toast for anything else', () => {
    showErrorToast(new Error('relation "public.stories" does not exist'));
    const [toast] = useToastStore.getState().toasts;
    expect(toast).toMatchObject({
      message: 'An unexpected error occurred. Please try again.',
      variant: 'error',
    });
  });
});
