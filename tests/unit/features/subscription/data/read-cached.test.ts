import { describe, expect, it, vi } from 'vitest';
import { FOUNDER_CACHE_MS, readCached, TIER_LIMITS_CACHE_MS, USAGE_CACHE_MS } from '@/features/subscription/data/read-cached';

describe('readCached', () => {
  it('uses the cache times of spec §9: usage 30 s, tier limits and founder 5 min', () => {
    expect(USAGE_CACHE_MS).toBe(30_000);
    expect(TIER_LIMITS_CACHE_MS).toBe(300_000);
    expect(FOUNDER_CACHE_MS).toBe(300_000);
  });

  it('answers from memory inside the time-to-live and loads again once it has passed', async () => {
    let clock = 1_000;
    const load = vi.fn(async () => clock);
    expect(await readCached('usage:a', USAGE_CACHE_MS, load, () => clock)).toBe(1_000);
    clock += USAGE_CACHE_MS - 1;
    expect(await readCached('usage:a', USAGE_CACHE_MS, load, () => clock)).toBe(1_000);
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(await readCached('usage:a', USAGE_CACHE_MS, load, () => clock)).toBe(clock);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps separate entries per key', async () => {
    const clock = () => 5_000;
    await readCached('usage:first', USAGE_CACHE_MS, async () => 'first', clock);
    expect(await readCached('usage:second', USAGE_CACHE_MS, async () => 'second', clock)).toBe('second');
  });

  it('forgets a failed load so the next read tries again', async () => {
    const clock = () => 9_000;
    await expect(readCached('founder:x', FOUNDER_CACHE_MS, async () => Promise.reject(new Error('down')), clock)).rejects.toThrow('down');
    expect(await readCached('founder:x', FOUNDER_CACHE_MS, async () => 'back', clock)).toBe('back');
  });
});
