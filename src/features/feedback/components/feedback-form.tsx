import { useId, useState, type FormEvent } from 'react';
import { showToast } from '@/ui/toast/toast-store';
import type { FeedbackSender } from '../build-feedback-submission';
import { buildFeedbackSubmission } from '../build-feedback-submission';
import {
  FEEDBACK_GENERIC_FAILURE_MESSAGE,
  FEEDBACK_SAVED_LOCALLY_MESSAGE,
  FEEDBACK_SUCCESS_MESSAGE,
} from '../classify-feedback-error';
import { flushPendingFeedback } from '../data/flush-pending-feedback';
import { submitFeedback, type SubmitFeedbackResult } from '../data/submit-feedback';
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../feedback-record';
import { validateFeedback } from '../validate-feedback';
import * as styles from './feedback-form.css';

interface FeedbackFormProps {
  sender: FeedbackSender | null;
  onDone: () => void;
}

export function FeedbackForm({ sender, onDone }: FeedbackFormProps) {
  const ids = {
    message: useId(),
    messageError: useId(),
    type: useId(),
    typeError: useId(),
    subject: useId(),
    email: useId(),
  };
  const [message, setMessage] = useState('');
  const [feedbackType, setFeedbackType] = useState<string>(DEFAULT_FEEDBACK_TYPE);
  const [subject, setSubject] = useState('');
  const [email, setEmail] = useState('');
  const [messageTouched, setMessageTouched] = useState(false);
  const [sending, setSending] = useState(false);

  const errors = validateFeedback({ message, feedbackType });
  const messageError = messageTouched ? errors.message : undefined;
  const typeError = errors.feedbackType;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessageTouched(true);
    if (errors.message || errors.feedbackType || sending) return;
    setSending(true);
    let result: SubmitFeedbackResult;
    try {
      const draft = { message, feedbackType: feedbackType as FeedbackType, subject, email };
      result = await submitFeedback(buildFeedbackSubmission(draft, sender));
    } catch {
      result = { status: 'failed', message: FEEDBACK_GENERIC_FAILURE_MESSAGE };
    }
    setSending(false);
    if (result.status === 'failed') {
      showToast(result.message, { variant: 'error' });
      return;
    }
    if (result.status === 'sent') {
      showToast(FEEDBACK_SUCCESS_MESSAGE, { variant: 'success' });
      void flushPendingFeedback();
    } else {
      showToast(FEEDBACK_SAVED_LOCALLY_MESSAGE, { variant: 'info' });
    }
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={ids.type} className={styles.label}>
          Feedback type
        </label>
        <select
          id={ids.type}
          className={styles.control}
          value={feedbackType}
          onChange={(event) => setFeedbackType(event.target.value)}
          aria-invalid={typeError !== undefined}
          aria-describedby={typeError ? ids.typeError : undefined}
        >
          <option value="">Select a type</option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {FEEDBACK_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.subject} className={styles.label}>
          Subject <span className={styles.hint}>(optional)</span>
        </label>
        <input
          id={ids.subject}
          className={styles.control}
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      {sender === null && (
        <div className={styles.field}>
          <label htmlFor={ids.email} className={styles.label}>
            Email <span className={styles.hint}>(optional, if you would like a reply)</span>
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            className={styles.control}
            value={email}
            maxLength={320}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={ids.message} className={styles.label}>
          Message
        </label>
        <textarea
          id={ids.message}
          className={styles.textarea}
          rows={4}
          required
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onBlur={() => setMessageTouched(true)}
          aria-invalid={messageError !== undefined}
          aria-describedby={messageError ? ids.messageError : undefined}
        />
      </div>
      <div className={styles.errors} aria-live="polite">
        {messageError && (
          <p id={ids.messageError} className={styles.error}>
            {messageError}
          </p>
        )}
        {typeError && (
          <p id={ids.typeError} className={styles.error}>
            {typeError}
          </p>
        )}
      </div>
      <button type="submit" className={styles.send} disabled={message.trim() === '' || sending}>
        {sending ? 'Sending...' : 'Send Feedback'}
      </button>
    </form>
  );
}
