import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { getSupabaseClient } from '@/lib/supabase-client';
import { listOwnFeedback, type OwnFeedback } from '../data/list-own-feedback';
import { FEEDBACK_TYPE_LABELS, isFeedbackType } from '../feedback-record';
import * as styles from './own-feedback-list.css';

type Loaded = { userId: string; entries: OwnFeedback[] } | { userId: string; problem: string };

function labelType(type: string): string {
  return isFeedbackType(type) ? FEEDBACK_TYPE_LABELS[type] : type;
}

/** The signed-in user's own feedback, newest first, with where each stands; nothing for visitors. */
export function OwnFeedbackList() {
  const userId = useSession().user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void getSupabaseClient()
      .then((client) => listOwnFeedback(client, userId))
      .then(
        (entries) => {
          if (current) setLoaded({ userId, entries });
        },
        (error: unknown) => {
          if (current)
            setLoaded({ userId, problem: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => {
      current = false;
    };
  }, [userId]);

  if (!userId) return null;
  // A list read for an earlier account must not be shown to the next one.
  const mine = loaded?.userId === userId ? loaded : null;
  return (
    <section className={styles.section} aria-labelledby="own-feedback-heading">
      <h2 id="own-feedback-heading" className={styles.heading}>
        Your feedback
      </h2>
      {!mine ? <p className={styles.muted}>Loading...</p> : null}
      {mine && 'problem' in mine ? (
        <p role="alert">Your feedback could not be loaded: {mine.problem}</p>
      ) : null}
      {mine && 'entries' in mine && mine.entries.length === 0 ? (
        <p className={styles.muted}>You have not sent any feedback yet.</p>
      ) : null}
      {mine && 'entries' in mine && mine.entries.length > 0 ? (
        <ol className={styles.list} aria-label="Your feedback, newest first">
          {mine.entries.map((entry) => (
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
