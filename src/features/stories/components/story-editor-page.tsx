import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { sanitiseInput } from '@/lib/sanitise-input';
import type { StoryPublishing } from '@/lib/story-publishing';
import { updateStory, useStory, useStorySegments, type LocalSegment } from '@/offline';
import {
  Page,
  Spinner,
  button,
  fieldError,
  fieldInput,
  fieldLabel,
  showErrorToast,
  showToast,
} from '@/ui';
import { BranchGroups } from './branch-groups';
import * as styles from './story-editor-page.css';

/** The owner's editor: rename, edit or delete parts, publish to Discover or take it back. */
interface StoryEditorPageProps {
  storyId: string;
  userId: string | null;
  /** Publishing it to Discover, which the route passes in. */
  publishing: StoryPublishing;
  /** Writes a part again; the route brings the story engine. */
  onRegenerate?: (segment: LocalSegment) => Promise<unknown>;
}

export function StoryEditorPage({
  storyId,
  userId,
  publishing,
  onRegenerate,
}: StoryEditorPageProps) {
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
      // The server takes a renamed story out of Discover until it is checked again; so does the device.
      await updateStory(story.id, {
        title: sanitiseInput(shownTitle) || 'Untitled story',
        ...(story.is_public ? { is_public: false, published_at: null } : {}),
      });
      setTitle(null);
      showToast('Title saved', { variant: 'success' });
    } catch (error) {
      showErrorToast(error);
    }
  };
  const { synced, refusal } = publishing;
  const titleUnsaved = title !== null && title !== story.title;

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
              // A title typed or still being saved is not yet what the server would check and publish.
              disabled={
                publishing.pending ||
                (!story.is_public && (!synced || publishing.waiting || titleUnsaved))
              }
              onClick={story.is_public ? publishing.unpublish : publishing.publish}
            >
              {story.is_public
                ? 'Unpublish'
                : publishing.asksParent
                  ? 'Ask to publish'
                  : 'Publish to Discover'}
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
          <label htmlFor={titleId} className={fieldLabel}>
            Title
          </label>
          <input
            id={titleId}
            className={fieldInput}
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
      {refusal ? (
        <p role="alert" className={fieldError}>
          {refusal}
        </p>
      ) : null}
      {publishing.parentNote && !story.is_public ? (
        <p role="status" className={styles.note}>
          {publishing.parentNote}
        </p>
      ) : null}
      <p className={styles.note}>
        {story.is_public
          ? 'Published: anyone can read it in Discover. Changing its words makes it private again until you publish it once more.'
          : 'Private: only you can read it.'}
        {!story.is_public && story.user_id && !synced
          ? ' It can be published once it has synced.'
          : ''}
      </p>
      <BranchGroups segments={segments} onRegenerate={onRegenerate} />
    </Page>
  );
}
