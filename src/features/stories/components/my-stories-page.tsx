import { Link } from '@tanstack/react-router';
import { useStories } from '@/offline/repositories/use-stories';
import { Page, Spinner, button } from '@/ui';
import * as styles from './my-stories-page.css';

/** The stories on this device, newest first, with whether each has reached the account yet. */
export function MyStoriesPage({ userId }: { userId: string | null }) {
  const stories = useStories(userId);
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
      {stories.length === 0 ? (
        <p>No stories on this device yet.</p>
      ) : (
        <ul className={styles.list}>
          {stories.map((story) => (
            <li key={story.id} className={styles.item}>
              <Link to="/story/$id" params={{ id: story.id }} className={styles.title}>
                {story.title || 'Untitled story'}
              </Link>
              <span className={styles.meta}>{story.is_completed ? 'Finished' : 'In progress'}</span>
              <span className={styles.meta}>{story.user_id ? (story.is_synced ? 'Saved to your account' : 'Waiting to sync') : 'Only on this device'}</span>
              <span className={styles.meta}>Updated {new Date(story.updated_at).toLocaleString()}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
