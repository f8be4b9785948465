// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeRetryDelay } from '@/offline/queue/compute-retry-delay';

describe('computeRetryDelay', () => {
  it('doubles from 1000 ms per retry and is capped at 60000 ms', () => {
    const top = (count: number) => computeRetryDelay(count, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(top)).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
  });

  it('jitter stays between half the backoff and the backoff, never above the cap', () => {
    for (let count = 1; count <= 10; count += 1) {
      const ceiling = Math.min(1000 * 2 ** (count - 1), 60_000);
      expect(computeRetryDelay(count, () => 0)).toBe(ceiling / 2);
      for (let i = 0; i < 50; i += 1) {
        const delay = computeRetryDelay(count);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });
});
