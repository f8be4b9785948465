import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { sanitiseInput } from '@/lib/sanitise-input';
import { getDb, updateStory, useStory, useStorySegments, type LocalSegment } from '@/offline';
import { Page, Spinner, button, showErrorToast, showToast } from '@/ui';
import { listInReadingOrder } from '@shared/story-tree.ts';
import { SegmentEditor } from './segment-editor';
import * as styles from './story-editor-page.css';

/** The owner's editor: rename, edit or delete parts, publish to Discover or take it back. */
interface StoryEditorPageProps {
  storyId: string;
  userId: string | null;
  /** Writes a part again; the route brings the story engine. */
  onRegenerate?: (segment: LocalSegment) => Promise<unknown>;
}

export function StoryEditorPage({ storyId, userId, onRegenerate }: StoryEditorPageProps) {
  const story = useStory(storyId);
  const segments = useStorySegments(storyId);
  const [title, setTitle] = useState<string | null>(null);
  const titleId = useId();
  if (story === undefined || segments === undefined) return <Spinner />;
  if (story === null)
    return <Page title="Story not found" lead="This story is not on this device." />;
  if (story.user_id !== userId)
    return <Page title="Story editor" lead="Only the person who wrote this story can edit it." />;

  const shownTitle = title ?? story.title;
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updateStory(getDb(), story.id, {
        title: sanitiseInput(shownTitle) || 'Untitled story',
      });
      setTitle(null);
      showToast('Title saved', { variant: 'success' });
    } catch (error) {
      showErrorToast(error);
    }
  };
  const publish = async (isPublic: boolean) => {
    try {
      await updateStory(getDb(), story.id, {
        is_public: isPublic,
        published_at: isPublic ? new Date().toISOString() : null,
      });
      showToast(
        isPublic
          ? 'Published: it will appear in Discover once it has synced.'
          : 'No longer published.',
        { variant: 'success' },
      );
    } catch (error) {
      showErrorToast(error);
    }
  };

  return (
    <Page
      title="Edit story"
      actions={
        <>
          <Link to="/story/$id" params={{ id: story.id }} className={button({ tone: 'secondary' })}>
            Continue writing
          </Link>
          {story.user_id ? (
            <button
              type="button"
              className={button({ tone: story.is_public ? 'quiet' : 'primary' })}
              onClick={() => void publish(!story.is_public)}
            >
              {story.is_public ? 'Unpublish' : 'Publish to Discover'}
            </button>
          ) : (
            <Link to="/auth/signin" className={button({ tone: 'quiet' })}>
              Sign in to publish
            </Link>
          )}
        </>
      }
    >
      <form className={styles.form} onSubmit={(event) => void rename(event)}>
        <div className={styles.field}>
          <label htmlFor={titleId}>Title</label>
          <input
            id={titleId}
            className={styles.control}
            maxLength={200}
            value={shownTitle}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className={button({ tone: 'primary' })}
          disabled={title === null || title === story.title}
        >
          Save title
        </button>
      </form>
      <p className={styles.note}>
        {story.is_public
          ? 'Published: anyone can read it in Discover.'
          : 'Private: only you can read it.'}
      </p>
      <ol className={styles.segments}>
        {listInReadingOrder(segments).map((segment, index) => (
          <SegmentEditor
            key={`${segment.id}:${segment.updated_at}`}
            segment={segment}
            position={index + 1}
            onRegenerate={onRegenerate}
          />
        ))}
      </ol>
    </Page>
  );
}
