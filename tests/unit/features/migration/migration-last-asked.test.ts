import { beforeEach, describe, expect, it } from 'vitest';
import {
  hasStoriesSinceLastAsked,
  markAsked,
  readLastAsked,
} from '@/features/migration/migration-last-asked';

const story = (created_at: string) => ({ created_at });

beforeEach(() => localStorage.clear());

describe('the "since last asked" rule', () => {
  it('never asked: any story made without an account is offered, none means no question', () => {
    expect(hasStoriesSinceLastAsked([story('2026-11-20T10:00:00.000Z')], null)).toBe(true);
    expect(hasStoriesSinceLastAsked([], null)).toBe(false);
  });

  it('asked before: only a story created after that moment brings the question back', () => {
    const asked = '2026-11-21T12:00:00.000Z';
    expect(hasStoriesSinceLastAsked([story('2026-11-21T11:59:59.000Z')], asked)).toBe(false);
    expect(
      hasStoriesSinceLastAsked(
        [story('2026-11-21T11:00:00.000Z'), story('2026-11-21T12:00:01.000Z')],
        asked,
      ),
    ).toBe(true);
  });

  it('is kept per reader on this device', () => {
    markAsked('reader-a', '2026-11-21T12:00:00.000Z');
    expect(readLastAsked('reader-a')).toBe('2026-11-21T12:00:00.000Z');
    expect(readLastAsked('reader-b')).toBeNull();
  });
});
