import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { resolveTheme, useAppliedSettings, useSettingsStore } from '@/features/settings';

/** A controllable prefers-color-scheme query, as the browser's matchMedia gives one. */
function fakeColorScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const html = () => document.documentElement.dataset;

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.getState().reset();
});

afterEach(() => {
  cleanup();
  delete html().theme;
  delete html().fontSize;
  delete html().contrast;
});

describe('resolveTheme', () => {
  it('system follows the device, light and dark are kept', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('useAppliedSettings', () => {
  it('puts theme, font size and contrast on <html> and follows the system theme automatically', () => {
    const scheme = fakeColorScheme(false);
    renderHook(() => useAppliedSettings());
    expect(html()).toMatchObject({ theme: 'light', fontSize: 'medium' });
    expect(html().contrast).toBeUndefined();

    act(() => scheme.set(true));
    expect(html().theme).toBe('dark');
  });

  it('applies a changed setting at once', () => {
    fakeColorScheme(true);
    renderHook(() => useAppliedSettings());
    act(() =>
      useSettingsStore
        .getState()
        .update('userPreferences', { theme: 'light', fontSize: 'large', highContrastMode: true }),
    );
    expect(html()).toMatchObject({ theme: 'light', fontSize: 'large', contrast: 'high' });

    act(() => useSettingsStore.getState().update('userPreferences', { highContrastMode: false }));
    expect(html().contrast).toBeUndefined();
  });

  it('an explicit theme ignores system changes', () => {
    const scheme = fakeColorScheme(false);
    useSettingsStore.getState().update('userPreferences', { theme: 'light' });
    renderHook(() => useAppliedSettings());
    act(() => scheme.set(true));
    expect(html().theme).toBe('light');
  });
});
