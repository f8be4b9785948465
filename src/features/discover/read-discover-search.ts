import { isAgeId, type AgeId } from '@shared/story-engine/age-ids.ts';

export const DISCOVER_SORTS = ['newest', 'most-liked', 'longest'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export interface DiscoverSearch {
  search: string;
  genre: string | null;
  age: AgeId | null;
  sort: DiscoverSort;
  page: number;
}

/** What a plain link to /discover means; these values stay out of the address. */
export const DEFAULT_DISCOVER_SEARCH: DiscoverSearch = {
  search: '',
  genre: null,
  age: null,
  sort: 'newest',
  page: 0,
};

function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

/**
 * Discover's address, read on every navigation without zod (it loads with the data layer): a value
 * that is missing or not what the page can show falls back to its default, so an edited or stale
 * link still opens the page.
 */
export function readDiscoverSearch(search: Record<string, unknown>): DiscoverSearch {
  const { search: text, genre, age, sort, page } = search;
  return {
    search: typeof text === 'string' && text.length <= 100 ? text : DEFAULT_DISCOVER_SEARCH.search,
    genre: typeof genre === 'string' ? genre : DEFAULT_DISCOVER_SEARCH.genre,
    age: isAgeId(age) ? age : DEFAULT_DISCOVER_SEARCH.age,
    sort: isOneOf(DISCOVER_SORTS, sort) ? sort : DEFAULT_DISCOVER_SEARCH.sort,
    page: Number.isSafeInteger(page) && (page as number) >= 0 ? (page as number) : 0,
  };
}
