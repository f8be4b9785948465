import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import type { StoryPublishing } from '@/lib/story-publishing';
import { button, fieldError } from '@/ui';
import { downloadStoryFile, type ExportFormat } from '../data/download-story-file';
import { loadReadableStoryQueryOptions } from '../data/load-readable-story';
import type { ReadableStory } from '../data/readable-story';
import * as styles from './story-ending.css';

interface StoryEndingProps {
  story: { id: string; user_id: string | null; is_public: boolean };
  /** Publishing it to Discover, which the route passes in. */
  publishing: StoryPublishing;
  online: boolean;
  /** Stored on this device, so its owner can publish it from here. */
  onDevice: boolean;
  /** The reader shows the story already: reading again scrolls up and the slideshow opens in place. */
  onReadFromStart?(): void;
  onSlideshow?(): void;
  readable?: ReadableStory;
  /** False where the page offers its downloads already. */
  exports?: boolean;
}

/** Where a finished story leads: read it again, watch it, save a copy, publish or keep it, start another. */
export function StoryEnding({
  story,
  publishing,
  online,
  onDevice,
  onReadFromStart,
  onSlideshow,
  readable,
  exports = true,
}: StoryEndingProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const owner = session.user !== null && session.user.id === story.user_id;
  const { synced, refusal } = publishing;
  const exportAs = async (format: ExportFormat) => {
    const loaded =
      readable ??
      (await queryClient
        .fetchQuery(loadReadableStoryQueryOptions({ id: story.id, online }))
        .catch(() => null));
    if (loaded) downloadStoryFile(loaded, format);
  };
  return (
    <section className={styles.ending} aria-labelledby="story-ending-title">
      <h2 id="story-ending-title" className={styles.heading}>
        The end.
      </h2>
      <p className={styles.lead}>What would you like to do now?</p>
      <div className={styles.actions}>
        {onReadFromStart ? (
          <button type="button" className={button({ tone: 'primary' })} onClick={onReadFromStart}>
            Read it from the start
          </button>
        ) : (
          <Link
            to="/story-viewer/$id"
            params={{ id: story.id }}
            className={button({ tone: 'primary' })}
          >
            Read it from the start
          </Link>
        )}
        {onSlideshow ? (
          <button type="button" className={button({ tone: 'secondary' })} onClick={onSlideshow}>
            Watch it as a slideshow
          </button>
        ) : (
          <Link
            to="/story-viewer/$id"
            params={{ id: story.id }}
            search={{ slideshow: true }}
            className={button({ tone: 'secondary' })}
          >
            Watch it as a slideshow
          </Link>
        )}
        {exports ? (
          <>
            <button
              type="button"
              className={button({ tone: 'quiet' })}
              onClick={() => void exportAs('epub')}
            >
              Download EPUB
            </button>
            <button
              type="button"
              className={button({ tone: 'quiet' })}
              onClick={() => void exportAs('markdown')}
            >
              Download Markdown
            </button>
          </>
        ) : null}
      </div>
      {story.is_public ? (
        <p className={styles.note}>Published: anyone can read it in Discover.</p>
      ) : null}
      {!story.is_public && onDevice && owner ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={button({ tone: 'primary' })}
            disabled={publishing.pending || !synced || publishing.waiting}
            onClick={publishing.publish}
          >
            {publishing.asksParent ? 'Ask to publish' : 'Publish to Discover'}
          </button>
          {synced ? null : <p className={styles.note}>It can be published once it has synced.</p>}
        </div>
      ) : null}
      {publishing.parentNote && !story.is_public ? (
        <p role="status" className={styles.note}>
          {publishing.parentNote}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className={fieldError}>
          {refusal}
        </p>
      ) : null}
      {onDevice && !story.user_id && session.status === 'signed-out' ? (
        <>
          <p className={styles.note}>
            This story is kept on this device only. Sign up to keep it on all your devices and to
            publish it.
          </p>
          <div className={styles.actions}>
            <Link to="/auth/signup" className={button({ tone: 'primary' })}>
              Sign up to keep it
            </Link>
          </div>
        </>
      ) : null}
      <div className={styles.actions}>
        <Link to="/create" className={button({ tone: 'quiet' })}>
          Start another story
        </Link>
      </div>
    </section>
  );
}
