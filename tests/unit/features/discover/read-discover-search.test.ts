// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCOVER_SEARCH, readDiscoverSearch } from '@/features/discover';
import { readSearchText } from '@/app/read-search-text';

describe('readDiscoverSearch', () => {
  it('keeps every value the page can show', () => {
    expect(
      readDiscoverSearch({
        search: 'dragon',
        genre: 'fantasy',
        age: '7-9',
        sort: 'most-liked',
        page: 3,
        other: 'dropped',
      }),
    ).toEqual({
      search: 'dragon',
      genre: 'fantasy',
      age: '7-9',
      sort: 'most-liked',
      page: 3,
      after: null,
      before: null,
    });
  });

  it('keeps the place a page starts at only as discover_stories writes it', () => {
    const after = '0~2026-11-25T10:00:00.123456Z~0b6f5c7e-2a4d-4c1e-9f3a-1d2e3f4a5b6c';
    expect(readDiscoverSearch({ page: 4, after, before: after })).toMatchObject({
      page: 4,
      after,
      before: null,
    });
    expect(readDiscoverSearch({ page: 4, before: `1~37~${after.slice(-36)}` }).before).toBe(
      `1~37~${after.slice(-36)}`,
    );
    expect(readDiscoverSearch({ after: "0~x'); drop table stories;--~id" }).after).toBeNull();
  });

  it('reads a plain /discover as the defaults', () => {
    expect(readDiscoverSearch({})).toEqual(DEFAULT_DISCOVER_SEARCH);
  });

  it('falls back field by field on values from an edited or stale link', () => {
    expect(
      readDiscoverSearch({
        search: 'x'.repeat(101),
        genre: 7,
        age: '3-5',
        sort: 'oldest',
        page: -1,
      }),
    ).toEqual(DEFAULT_DISCOVER_SEARCH);
    expect(readDiscoverSearch({ page: 1.5, search: 'ok' })).toEqual({
      ...DEFAULT_DISCOVER_SEARCH,
      search: 'ok',
    });
    expect(readDiscoverSearch({ page: '2' }).page).toBe(0);
  });
});

describe('readSearchText', () => {
  it('reads text or nothing, and refuses anything else as a broken link', () => {
    expect(readSearchText({ redirect: '/create' }, 'redirect')).toBe('/create');
    expect(readSearchText({}, 'redirect')).toBeUndefined();
    expect(() => readSearchText({ redirect: 5 }, 'redirect')).toThrow(/redirect must be text/);
  });
});
