import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { button, fieldError, fieldHint, fieldInput, fieldLabel, fieldStack, formStack } from '@/ui';
import {
  STORY_REPORT_NOTE_MAX_LENGTH,
  STORY_REPORT_REASONS,
  type StoryReportReason,
} from '@/lib/story-report-reasons';
import { sendStoryReport } from '../data/send-story-report';
import * as styles from './report-story.css';

const REASONS = Object.entries(STORY_REPORT_REASONS) as [StoryReportReason, string][];

interface ReportStoryProps {
  story: { id: string; user_id: string | null; is_public: boolean };
}

/** Lets a reader tell the admins that someone else's published story is wrong for its readers. */
export function ReportStory({ story }: ReportStoryProps) {
  const storyId = story.id;
  const session = useSession();
  const ids = { reason: useId(), note: useId(), hint: useId() };
  const [reason, setReason] = useState<StoryReportReason>('not-for-this-age');
  const [note, setNote] = useState('');
  const [state, setState] = useState<
    { kind: 'editing' | 'sending' | 'sent' | 'already' } | { kind: 'failed'; message: string }
  >({ kind: 'editing' });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const outcome = await sendStoryReport(storyId, reason, note);
      setState({ kind: outcome === 'sent' ? 'sent' : 'already' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  if (!story.is_public || (session.user !== null && session.user.id === story.user_id)) return null;
  return (
    <details className={styles.report}>
      <summary className={styles.summary}>Report this story</summary>
      {/* A page the server rendered knows nobody yet: it offers neither the form nor the sign-in
          link until the reader's session is known. */}
      {session.status === 'loading' ? null : session.status !== 'signed-in' ? (
        <p>
          <Link to="/auth/signin">Sign in</Link> to report this story to our team.
        </p>
      ) : state.kind === 'sent' || state.kind === 'already' ? (
        <p role="status">
          {state.kind === 'sent'
            ? 'Thank you. Our team will look at this story.'
            : 'You have reported this story already. Our team will look at it.'}
        </p>
      ) : (
        <form className={formStack} onSubmit={(event) => void send(event)}>
          <div className={fieldStack}>
            <label htmlFor={ids.reason} className={fieldLabel}>
              Reason
            </label>
            <select
              id={ids.reason}
              className={fieldInput}
              value={reason}
              onChange={(event) => setReason(event.target.value as StoryReportReason)}
            >
              {REASONS.map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStack}>
            <label htmlFor={ids.note} className={fieldLabel}>
              Note (optional)
            </label>
            <textarea
              id={ids.note}
              className={fieldInput}
              rows={3}
              maxLength={STORY_REPORT_NOTE_MAX_LENGTH}
              aria-describedby={ids.hint}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <p id={ids.hint} className={fieldHint}>
              What is wrong, in up to {STORY_REPORT_NOTE_MAX_LENGTH} characters.
            </p>
          </div>
          {state.kind === 'failed' ? (
            <p role="alert" className={fieldError}>
              The report could not be sent: {state.message}
            </p>
          ) : null}
          <button
            type="submit"
            className={button({ tone: 'primary' })}
            disabled={state.kind === 'sending'}
          >
            Send report
          </button>
        </form>
      )}
    </details>
  );
}
