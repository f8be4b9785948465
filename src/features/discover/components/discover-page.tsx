import { useEffect, useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActiveChild } from '@/lib/active-profile';
import { useSession } from '@/lib/session';
import { Page, Spinner, StoryPicture, button } from '@/ui';
import { AGE_BANDS, AGE_IDS, isAgeId } from '@shared/age-bands.ts';
import { GENRES, GENRE_SLUGS, isGenreSlug } from '@shared/story-engine/genres.ts';
import { listLikedStoryIdsQueryOptions } from '../data/list-liked-story-ids';
import {
  DISCOVER_PAGE_SIZE,
  bandsUpTo,
  listPublicStoriesQueryOptions,
  type DiscoverQuery,
  type PublicStoriesPage,
  type PublicStory,
} from '../data/list-public-stories';
import type { DiscoverSort } from '../read-discover-search';
import { useSetStoryLiked } from '../hooks/use-set-story-liked';
import * as styles from './discover-page.css';

const NO_LIKES: ReadonlySet<string> = new Set();

/** The total as the reader reads it; an estimate (past 1,000) is rounded and said to be one. */
function countStories({ total, total_is_estimate: estimated }: PublicStoriesPage): string {
  if (!estimated) return total === 1 ? '1 story' : `${total} stories`;
  const rounded = Number(total.toPrecision(2));
  return `about ${rounded.toLocaleString('en')} stories`;
}

/**
 * Published stories with search, genre filter, sort, pages and likes; the query lives in the address.
 * In a child's profile only the child's band and the younger ones are listed.
 */
export function DiscoverPage({ query }: { query: DiscoverQuery }) {
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const child = useActiveChild(userId);
  const bands = child ? bandsUpTo(child.reading_band) : AGE_IDS;
  // The grid does not flash a spinner between pages: the last one stays until the next has loaded.
  const result = useQuery({
    ...listPublicStoriesQueryOptions(child ? { ...query, upToAge: child.reading_band } : query),
    placeholderData: keepPreviousData,
  });
  const liked =
    useQuery({ ...listLikedStoryIdsQueryOptions(userId ?? ''), enabled: userId !== null }).data ??
    NO_LIKES;
  const setLiked = useSetStoryLiked();
  const [search, setSearch] = useState(query.search);
  const ids = { search: useId(), genre: useId(), age: useId(), sort: useId() };

  useEffect(() => {
    if (search === query.search) return;
    const timer = setTimeout(
      () =>
        void navigate({
          to: '/discover',
          search: { ...query, search, page: 0, after: null, before: null },
          replace: true,
        }),
      300,
    );
    return () => clearTimeout(timer);
  }, [search, query, navigate]);

  // A changed filter or sort starts again at the first page, which needs no place in the list.
  const update = (changes: Partial<DiscoverQuery>) =>
    void navigate({
      to: '/discover',
      search: { ...query, page: 0, after: null, before: null, ...changes },
    });

  const toggleLike = (story: PublicStory) => {
    if (userId) setLiked({ storyId: story.id, userId, liked: !liked.has(story.id) });
  };

  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / DISCOVER_PAGE_SIZE)) : 1;
  const about = result.data?.total_is_estimate ? 'about ' : '';

  return (
    <Page
      title="Discover stories"
      lead="Stories other readers have published. Open one to read it; it stays readable offline afterwards."
    >
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor={ids.search}>Search</label>
          <input
            id={ids.search}
            type="search"
            className={styles.control}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.genre}>Genre</label>
          <select
            id={ids.genre}
            className={styles.control}
            value={query.genre ?? ''}
            onChange={(event) => update({ genre: event.target.value || null })}
          >
            <option value="">All genres</option>
            {GENRE_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {GENRES[slug].label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.age}>Reader's age</label>
          <select
            id={ids.age}
            className={styles.control}
            value={query.age && bands.includes(query.age) ? query.age : ''}
            onChange={(event) =>
              update({ age: isAgeId(event.target.value) ? event.target.value : null })
            }
          >
            <option value="">
              {child ? `Ages up to ${AGE_BANDS[child.reading_band].label}` : 'All ages'}
            </option>
            {bands.map((age) => (
              <option key={age} value={age}>
                {AGE_BANDS[age].label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.sort}>Sort by</label>
          <select
            id={ids.sort}
            className={styles.control}
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value as DiscoverSort })}
          >
            <option value="newest">Newest</option>
            <option value="most-liked">Most liked</option>
            <option value="longest">Longest</option>
          </select>
        </div>
      </div>
      {result.isPending ? <Spinner /> : null}
      {result.isError ? (
        <p role="alert">
          Published stories could not be loaded: {result.error.message}. Your own stories are still
          on this device.
        </p>
      ) : null}
      {result.isSuccess ? (
        <>
          <p role="status">{countStories(result.data)}</p>
          {/* The last page stays while the next loads, and a page publishing made stale stays while
              it is read again: busy until the list is the current answer to what was asked. */}
          <ul
            className={styles.grid}
            aria-busy={result.isPlaceholderData || (result.isStale && result.isFetching)}
          >
            {result.data.stories.map((story) => (
              <li key={story.id} className={styles.card}>
                <StoryPicture
                  imageUrl={story.thumbnail_url}
                  text={`${story.title} ${story.description ?? ''}`}
                  genre={story.genre}
                  age={story.target_age}
                  decorative
                  className={styles.cover}
                />
                <div className={styles.body}>
                  <Link to="/story-viewer/$id" params={{ id: story.id }} className={styles.title}>
                    {story.title || 'Untitled story'}
                  </Link>
                  {story.author_name ? (
                    <p className={styles.author}>by {story.author_name}</p>
                  ) : null}
                  {story.description ? <p className={styles.meta}>{story.description}</p> : null}
                  <p className={styles.meta}>
                    {isGenreSlug(story.genre) ? GENRES[story.genre].label : 'Story'}
                    {isAgeId(story.target_age)
                      ? ` · ages ${AGE_BANDS[story.target_age].label}`
                      : ''}{' '}
                    · {story.segment_count} parts
                  </p>
                  <div className={styles.footer}>
                    <span className={styles.meta}>
                      {story.like_count === 1 ? '1 like' : `${story.like_count} likes`}
                    </span>
                    {userId ? (
                      <button
                        type="button"
                        className={button({ tone: liked.has(story.id) ? 'primary' : 'quiet' })}
                        aria-pressed={liked.has(story.id)}
                        aria-label={`Like ${story.title || 'this story'}`}
                        onClick={() => toggleLike(story)}
                      >
                        Like
                      </button>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <nav className={styles.pager} aria-label="Pages">
            <button
              type="button"
              className={button({ tone: 'quiet' })}
              disabled={query.page === 0 || !result.data.previous}
              onClick={() =>
                update(
                  query.page === 1
                    ? {}
                    : { page: query.page - 1, before: result.data.previous, after: null },
                )
              }
            >
              Previous
            </button>
            <span>
              Page {(query.page + 1).toLocaleString('en')} of {about}
              {pages.toLocaleString('en')}
            </span>
            <button
              type="button"
              className={button({ tone: 'quiet' })}
              disabled={!result.data.next}
              onClick={() =>
                update({ page: query.page + 1, after: result.data.next, before: null })
              }
            >
              Next
            </button>
          </nav>
        </>
      ) : null}
    </Page>
  );
}
