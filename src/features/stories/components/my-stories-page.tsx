import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { deleteStory, useStories } from '@/offline';
import { useActiveChild } from '@/lib/active-profile';
import { Page, Spinner, button, fieldInput, fieldLabel, showErrorToast } from '@/ui';
import * as styles from './my-stories-page.css';
import { StoryList } from './story-list';

/** How long a deleted story can be brought back before it is really deleted. */
export const UNDO_WINDOW_MS = 6000;

interface PendingDelete {
  id: string;
  title: string;
}

/**
 * The stories on this device, newest first, searchable, with their sync state and delete with undo.
 * In a child's profile, only the stories written in it.
 */
export function MyStoriesPage({ userId }: { userId: string | null }) {
  const child = useActiveChild(userId);
  const all = useStories(userId);
  const stories = useMemo(
    () => (child ? all?.filter((story) => story.child_profile_id === child.id) : all),
    [all, child],
  );
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRef = useRef<PendingDelete | null>(null);
  const searchId = useId();

  const commitDelete = (target: PendingDelete) => {
    void deleteStory(target.id).catch(showErrorToast);
  };

  // Leaving the page must not lose a delete the reader asked for.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pendingRef.current) commitDelete(pendingRef.current);
    },
    [],
  );

  const remove = (id: string, title: string) => {
    if (pendingRef.current) commitDelete(pendingRef.current);
    clearTimeout(timer.current);
    const target = { id, title };
    pendingRef.current = target;
    setPending(target);
    timer.current = setTimeout(() => {
      commitDelete(target);
      pendingRef.current = null;
      setPending(null);
    }, UNDO_WINDOW_MS);
  };

  const undo = () => {
    clearTimeout(timer.current);
    pendingRef.current = null;
    setPending(null);
  };

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (stories ?? []).filter(
      (story) =>
        story.id !== pending?.id &&
        (!words || `${story.title} ${story.description ?? ''}`.toLowerCase().includes(words)),
    );
  }, [stories, search, pending]);

  if (!stories) return <Spinner />;
  return (
    <Page
      title="My stories"
      lead="Stories saved on this device. They are kept here even without a network."
      actions={
        <Link to="/create" className={button({ tone: 'primary' })}>
          Create a story
        </Link>
      }
    >
      <div className={styles.search} role="search">
        <label htmlFor={searchId} className={fieldLabel}>
          Search my stories
        </label>
        <input
          id={searchId}
          type="search"
          className={fieldInput}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div aria-live="polite">
        {pending ? (
          <p className={styles.undo}>
            “{pending.title || 'Untitled story'}” deleted.{' '}
            <button type="button" className={button({ tone: 'secondary' })} onClick={undo}>
              Undo
            </button>
          </p>
        ) : null}
      </div>
      {stories.length === 0 ? <p>No stories on this device yet.</p> : null}
      {stories.length > 0 && shown.length === 0 ? <p>No stories match “{search}”.</p> : null}
      <StoryList stories={shown} onDelete={(story) => remove(story.id, story.title)} />
    </Page>
  );
}
