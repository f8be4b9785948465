import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PERFORMANCE_SETTINGS,
  readUsedHeapBytes,
  watchMemoryUsage,
} from '@/lib/start-up/watch-memory-usage';
import { runStartUp } from '@/lib/start-up/run-start-up';
import {
  AUTOSAVE_PREFIX,
  LEGACY_SESSION_KEY_PREFIXES,
  LEGACY_SESSION_KEYS,
} from '@/offline/storage-keys';

const MB = 1024 * 1024;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('watchMemoryUsage (docs/product.md §9: memory check every 30 s, warning above 150 MB)', () => {
  it('checks every 30 s and warns once when the heap climbs above 150 MB, again after it came back down', () => {
    let used = 100 * MB;
    const warn = vi.fn();
    const stop = watchMemoryUsage(warn, () => used);

    used = 151 * MB;
    vi.advanceTimersByTime(29_999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Memory use is high', {
      usedMegabytes: 151,
      limitMegabytes: 150,
    });

    vi.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledOnce();

    used = 120 * MB;
    vi.advanceTimersByTime(30_000);
    used = 200 * MB;
    vi.advanceTimersByTime(30_000);
    expect(warn).toHaveBeenCalledTimes(2);

    stop();
    used = 100 * MB;
    vi.advanceTimersByTime(30_000);
    used = 300 * MB;
    vi.advanceTimersByTime(30_000);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('says nothing at exactly 150 MB', () => {
    const warn = vi.fn();
    watchMemoryUsage(warn, () => PERFORMANCE_SETTINGS.memoryWarningBytes);
    vi.advanceTimersByTime(120_000);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never runs where the browser does not report memory', () => {
    const read = vi.fn(() => undefined);
    watchMemoryUsage(vi.fn(), read);
    vi.advanceTimersByTime(120_000);
    expect(read).toHaveBeenCalledOnce();
    expect(readUsedHeapBytes({})).toBeUndefined();
    expect(readUsedHeapBytes({ memory: { usedJSHeapSize: 42 } })).toBe(42);
  });

  it('is started at start-up: a page whose heap passes 150 MB logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(window.performance, 'memory', {
      configurable: true,
      value: { usedJSHeapSize: 160 * MB },
    });
    try {
      runStartUp({
        window,
        legacySessionKeys: { keys: LEGACY_SESSION_KEYS, prefixes: LEGACY_SESSION_KEY_PREFIXES },
        autosavePrefix: AUTOSAVE_PREFIX,
        production: false,
      });
      vi.advanceTimersByTime(30_000);
      expect(warn).toHaveBeenCalledWith('[start-up] Memory use is high', {
        usedMegabytes: 160,
        limitMegabytes: 150,
      });
    } finally {
      delete (window.performance as { memory?: unknown }).memory;
    }
  });
});
