import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { readViewport, RESIZE_DEBOUNCE_MS, useViewport } from '@/ui';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('readViewport (docs/product.md §9 breakpoints)', () => {
  it.each([
    [375, { isMobile: true, isTablet: false }],
    [767, { isMobile: true, isTablet: false }],
    [768, { isMobile: false, isTablet: true }],
    [1023, { isMobile: false, isTablet: true }],
    [1024, { isMobile: false, isTablet: false }],
  ])('%i px → %o', (width, expected) => {
    expect(readViewport(width)).toEqual(expected);
  });
});

describe('useViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => vi.useRealTimers());

  it('reads the width at once on mount', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    const { result } = renderHook(() => useViewport());
    expect(result.current.isMobile).toBe(true);
  });

  it('follows a resize only after 100 ms without further resizes', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
    const { result } = renderHook(() => useViewport());
    expect(result.current).toEqual({ isMobile: false, isTablet: false });

    act(() => resizeTo(900));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.isTablet).toBe(false);

    act(() => resizeTo(600));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.isMobile).toBe(false);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ isMobile: true, isTablet: false });
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useViewport());
    unmount();
    act(() => resizeTo(400));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(result.current.isMobile).toBe(false);
  });
});
