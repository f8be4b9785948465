import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Field, FormSubmit, fieldHint, formStack, showToast } from '@/ui';
import type { FeedbackSender } from '../build-feedback-submission';
import { buildFeedbackSubmission } from '../build-feedback-submission';
import {
  FEEDBACK_GENERIC_FAILURE_MESSAGE,
  FEEDBACK_SAVED_LOCALLY_MESSAGE,
  FEEDBACK_SUCCESS_MESSAGE,
} from '../classify-feedback-error';
import { flushPendingFeedback } from '../data/flush-pending-feedback';
import { ownFeedbackQueryKey } from '../data/list-own-feedback';
import { submitFeedback, type SubmitFeedbackResult } from '../data/submit-feedback';
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../feedback-record';
import { validateFeedback } from '../validate-feedback';

interface FeedbackFormProps {
  sender: FeedbackSender | null;
  onDone: () => void;
}

export function FeedbackForm({ sender, onDone }: FeedbackFormProps) {
  const [message, setMessage] = useState('');
  const [feedbackType, setFeedbackType] = useState<string>(DEFAULT_FEEDBACK_TYPE);
  const [subject, setSubject] = useState('');
  const [email, setEmail] = useState('');
  const [messageTouched, setMessageTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();

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
      if (sender) void queryClient.invalidateQueries({ queryKey: ownFeedbackQueryKey(sender.id) });
      void flushPendingFeedback();
    } else {
      showToast(FEEDBACK_SAVED_LOCALLY_MESSAGE, { variant: 'info' });
    }
    onDone();
  };

  return (
    <form className={formStack} onSubmit={handleSubmit} noValidate>
      <Field label="Feedback type" error={typeError}>
        {(control) => (
          <select
            {...control}
            value={feedbackType}
            onChange={(event) => setFeedbackType(event.target.value)}
          >
            <option value="">Select a type</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {FEEDBACK_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={
          <>
            Subject <span className={fieldHint}>(optional)</span>
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            value={subject}
            maxLength={200}
            onChange={(event) => setSubject(event.target.value)}
          />
        )}
      </Field>
      {sender === null && (
        <Field
          label={
            <>
              Email <span className={fieldHint}>(optional, if you would like a reply)</span>
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              maxLength={320}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field label="Message" error={messageError}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            required
            maxLength={5000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            onBlur={() => setMessageTouched(true)}
          />
        )}
      </Field>
      <FormSubmit
        label="Send Feedback"
        busyLabel="Sending..."
        busy={sending}
        disabled={message.trim() === ''}
      />
    </form>
  );
}
