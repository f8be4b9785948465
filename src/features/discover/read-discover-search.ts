import { isAgeId, type AgeId } from '@shared/age-ids.ts';

export const DISCOVER_SORTS = ['newest', 'most-liked', 'longest'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export interface DiscoverSearch {
  search: string;
  genre: string | null;
  age: AgeId | null;
  sort: DiscoverSort;
  page: number;
  /** Where the page starts: after the last story of the page before, or before the first of the next. */
  after: string | null;
  before: string | null;
}

/** What a plain link to /discover means; these values stay out of the address. */
export const DEFAULT_DISCOVER_SEARCH: DiscoverSearch = {
  search: '',
  genre: null,
  age: null,
  sort: 'newest',
  page: 0,
  after: null,
  before: null,
};

/** A place in the list as discover_stories writes it: tier~sort key~story id. */
const place = /^[0-2]~[0-9TZ:.-]{1,40}~[0-9a-f-]{36}$/;
const readPlace = (value: unknown) =>
  typeof value === 'string' && place.test(value) ? value : null;

function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

/**
 * Discover's address, read on every navigation without zod (it loads with the data layer): a value
 * that is missing or not what the page can show falls back to its default, so an edited or stale
 * link still opens the page.
 */
export function readDiscoverSearch(search: Record<string, unknown>): DiscoverSearch {
  const { search: text, genre, age, sort, page, after, before } = search;
  return {
    search: typeof text === 'string' && text.length <= 100 ? text : DEFAULT_DISCOVER_SEARCH.search,
    genre: typeof genre === 'string' ? genre : DEFAULT_DISCOVER_SEARCH.genre,
    age: isAgeId(age) ? age : DEFAULT_DISCOVER_SEARCH.age,
    sort: isOneOf(DISCOVER_SORTS, sort) ? sort : DEFAULT_DISCOVER_SEARCH.sort,
    page: Number.isSafeInteger(page) && (page as number) >= 0 ? (page as number) : 0,
    after: readPlace(after),
    before: readPlace(after) ? null : readPlace(before),
  };
}
