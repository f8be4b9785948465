import { useState, type FormEvent } from 'react';
import { Field, FormSubmit } from '@/ui';
import { sendSignInLink, signInWithCode } from '../data/auth-actions';
import { checkCredentials } from '../check-credentials';
import { EMAIL_MESSAGE } from '../credential-messages';
import * as styles from './auth-form.css';

const CODE_MESSAGE = 'Enter the six-digit code from the email.';

/** Sign-in without a password: a link and a six-digit code by email, for families without a password manager. */
export function EmailLinkSignIn({
  next,
  onSignedIn,
}: {
  next?: string;
  onSignedIn(): Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  const sendLink = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { email: clean, errors } = await checkCredentials(email, 'not-asked', false);
      setEmail(clean);
      setError(errors.email ? EMAIL_MESSAGE : null);
      if (errors.email) return;
      await sendSignInLink(clean, next);
      setSentTo(clean);
    });
  };

  const enterCode = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    setError(/^\d{6}$/.test(digits) ? null : CODE_MESSAGE);
    if (!/^\d{6}$/.test(digits) || !sentTo) return;
    void run(async () => {
      await signInWithCode(sentTo, digits);
      await onSignedIn();
    });
  };

  // Two steps, one form: the email to send the link to, then the code that came with it.
  const step = sentTo
    ? {
        onSubmit: enterCode,
        heading: 'Check your email',
        label: 'Sign-in code',
        input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } as const,
        value: code,
        setValue: setCode,
        submit: 'Sign in with code',
        busyLabel: 'Signing in...',
      }
    : {
        onSubmit: sendLink,
        heading: 'No password?',
        label: 'Email for a sign-in link',
        input: { type: 'email', autoComplete: 'email' } as const,
        value: email,
        setValue: setEmail,
        submit: 'Email me a sign-in link',
        busyLabel: 'Sending...',
      };
  return (
    <form
      className={styles.form}
      onSubmit={step.onSubmit}
      noValidate
      aria-labelledby="email-link-heading"
    >
      <h2 id="email-link-heading" className={styles.heading}>
        {step.heading}
      </h2>
      {sentTo ? (
        <p role="status">
          We sent a sign-in link and a six-digit code to {sentTo}. Follow the link, or enter the
          code here.
        </p>
      ) : null}
      <Field key={step.label} label={step.label} error={error}>
        {(control) => (
          <input
            {...control}
            {...step.input}
            value={step.value}
            onChange={(event) => step.setValue(event.target.value)}
          />
        )}
      </Field>
      <FormSubmit label={step.submit} busyLabel={step.busyLabel} busy={busy} failure={failure} />
    </form>
  );
}
