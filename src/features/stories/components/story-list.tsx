import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LocalStory } from '@/offline';
import { button } from '@/ui';
import * as styles from './my-stories-page.css';

/** A row's height before it is measured: a title line and a line of facts and actions. */
const ESTIMATED_ROW_PX = 96;
/** Rows kept beyond each edge of the screen, so Tab always finds the next row already there. */
const OVERSCAN_ROWS = 6;

/**
 * My Stories' rows, windowed: a reader with a thousand stories gets the rows on screen (and a few
 * either side) rather than a thousand at once. The page scrolls as usual, with the keyboard too;
 * each row tells assistive technology its place in the whole list, and the row holding focus is
 * kept while it scrolls out of view so focus is never lost.
 */
export function StoryList({
  stories,
  onDelete,
}: {
  stories: LocalStory[];
  onDelete: (story: LocalStory) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setListTop(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: stories.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey: (index) => stories[index]?.id ?? index,
    rangeExtractor: (range) => {
      const shown = defaultRangeExtractor(range);
      if (focusedIndex === null || shown.includes(focusedIndex)) return shown;
      return [...shown, focusedIndex].sort((a, b) => a - b);
    },
  });

  return (
    <ul
      ref={listRef}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize() }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null);
      }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const story = stories[row.index];
        if (!story) return null;
        const title = story.title || 'Untitled story';
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={stories.length}
            aria-posinset={row.index + 1}
            className={styles.row}
            style={{ transform: `translateY(${row.start - listTop}px)` }}
            onFocus={() => setFocusedIndex(row.index)}
          >
            <div className={styles.item}>
              <Link to="/story/$id" params={{ id: story.id }} className={styles.title}>
                {title}
              </Link>
              <span className={styles.meta}>{story.is_completed ? 'Finished' : 'In progress'}</span>
              <span className={styles.meta}>
                {story.user_id
                  ? story.is_synced
                    ? 'Saved to your account'
                    : 'Waiting to sync'
                  : 'Only on this device'}
              </span>
              <span className={styles.meta}>
                Updated {new Date(story.updated_at).toLocaleString()}
              </span>
              <Link
                to="/story-viewer/$id"
                params={{ id: story.id }}
                className={button({ tone: 'quiet' })}
              >
                Read
              </Link>
              <Link
                to="/story-editor/$id"
                params={{ id: story.id }}
                className={button({ tone: 'quiet' })}
              >
                Edit
              </Link>
              <button
                type="button"
                className={button({ tone: 'quiet' })}
                aria-label={`Delete ${title}`}
                onClick={() => onDelete(story)}
              >
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
