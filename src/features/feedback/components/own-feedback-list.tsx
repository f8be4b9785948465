import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { listOwnFeedbackQueryOptions } from '../data/list-own-feedback';
import { FEEDBACK_TYPE_LABELS, isFeedbackType } from '../feedback-record';
import * as styles from './own-feedback-list.css';

function labelType(type: string): string {
  return isFeedbackType(type) ? FEEDBACK_TYPE_LABELS[type] : type;
}

/** The signed-in user's own feedback, newest first, with where each stands; nothing for visitors. */
export function OwnFeedbackList() {
  const userId = useSession().user?.id ?? null;
  // The key is the user's, so a list read for an earlier account is never shown to the next one.
  const mine = useQuery({ ...listOwnFeedbackQueryOptions(userId ?? ''), enabled: userId !== null });

  if (!userId) return null;
  return (
    <section className={styles.section} aria-labelledby="own-feedback-heading">
      <h2 id="own-feedback-heading" className={styles.heading}>
        Your feedback
      </h2>
      {mine.isPending ? <p className={styles.muted}>Loading...</p> : null}
      {mine.isError ? (
        <p role="alert">Your feedback could not be loaded: {mine.error.message}</p>
      ) : null}
      {mine.isSuccess && mine.data.length === 0 ? (
        <p className={styles.muted}>You have not sent any feedback yet.</p>
      ) : null}
      {mine.isSuccess && mine.data.length > 0 ? (
        <ol className={styles.list} aria-label="Your feedback, newest first">
          {mine.data.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.meta}>
                <span>{labelType(entry.feedback_type)}</span>
                <span>Status: {entry.status.replace(/_/g, ' ')}</span>
                <time dateTime={entry.created_at}>
                  {new Date(entry.created_at).toLocaleString()}
                </time>
              </p>
              {entry.subject ? <p className={styles.subject}>{entry.subject}</p> : null}
              <p className={styles.message}>{entry.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
