import { useState, type FormEvent, type ReactNode } from 'react';
import { Field, FormSubmit } from '@/ui';
import { checkCredentials } from '../check-credentials';
import type { CredentialErrors } from '../credential-messages';
import * as styles from './auth-form.css';

interface AuthFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Sign-up checks the password length; sign-in leaves that to the server. */
  newPassword: boolean;
  askPassword?: boolean;
  extraFields?: ReactNode;
  onSubmit(email: string, password: string, form: HTMLFormElement): Promise<void>;
  footer?: ReactNode;
}

export function AuthForm({
  submitLabel,
  busyLabel,
  newPassword,
  askPassword = true,
  extraFields,
  onSubmit,
  footer,
}: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // docs/product.md §5 form sanitising applies to the email text; a password is a secret, taken exactly as typed.
    const checked = await checkCredentials(
      email,
      askPassword ? password : 'not-asked',
      newPassword,
    ).catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : String(error));
      return null;
    });
    if (!checked) return;
    const { email: cleanEmail, errors: found } = checked;
    setEmail(cleanEmail);
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      await onSubmit(cleanEmail, password, form);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      {askPassword ? (
        <Field label="Password" error={errors.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete={newPassword ? 'new-password' : 'current-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      {extraFields}
      <FormSubmit label={submitLabel} busyLabel={busyLabel} busy={busy} failure={failure} />
      {footer ? <div className={styles.links}>{footer}</div> : null}
    </form>
  );
}
