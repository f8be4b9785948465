/** docs/product.md §9 performance figures: 3 concurrent requests and a 300000 ms cache time-out (declared), and the memory check. */
export const PERFORMANCE_SETTINGS = {
  maxConcurrentRequests: 3,
  cacheTimeoutMs: 300_000,
  memoryCheckIntervalMs: 30_000,
  memoryWarningBytes: 150 * 1024 * 1024,
} as const;

export interface MemoryWarn {
  (message: string, data: Record<string, unknown>): void;
}

interface ChromiumPerformance {
  memory?: { usedJSHeapSize?: number };
}

/** The page's JavaScript heap in bytes where the browser tells (Chromium), otherwise undefined. */
export function readUsedHeapBytes(
  performance: unknown = globalThis.performance,
): number | undefined {
  const used = (performance as ChromiumPerformance | undefined)?.memory?.usedJSHeapSize;
  return typeof used === 'number' ? used : undefined;
}

/**
 * Every 30 s, warns when the heap is above 150 MB. It warns once per climb above the line, not on
 * every check, so a long session over the line does not push everything else out of the 100-entry
 * log buffer. Browsers that do not report memory are never checked. Returns a function that stops it.
 */
export function watchMemoryUsage(
  warn: MemoryWarn,
  readUsed: () => number | undefined = readUsedHeapBytes,
): () => void {
  if (readUsed() === undefined) return () => undefined;
  let above = false;
  const timer = setInterval(() => {
    const used = readUsed();
    if (used === undefined) return;
    const nowAbove = used > PERFORMANCE_SETTINGS.memoryWarningBytes;
    if (nowAbove && !above) {
      warn('Memory use is high', {
        usedMegabytes: Math.round(used / (1024 * 1024)),
        limitMegabytes: PERFORMANCE_SETTINGS.memoryWarningBytes / (1024 * 1024),
      });
    }
    above = nowAbove;
  }, PERFORMANCE_SETTINGS.memoryCheckIntervalMs);
  return () => clearInterval(timer);
}
