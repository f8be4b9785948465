import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Field, FormSubmit, Page, showToast } from '@/ui';
import { setNewPassword } from '../data/auth-actions';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE } from '../credential-messages';
import * as styles from './auth-form.css';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(PASSWORD_MESSAGE);
    setBusy(true);
    try {
      await setNewPassword(password);
      showToast('Your password has been changed.', { variant: 'success' });
      await navigate({ to: '/' });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Password change failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="Choose a new password">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="New password" error={error} errorRole="alert">
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <FormSubmit label="Save new password" busyLabel="Saving..." busy={busy} />
      </form>
    </Page>
  );
}
