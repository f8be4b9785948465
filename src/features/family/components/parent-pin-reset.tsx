import { useState, type FormEvent } from 'react';
import { Field, FormSubmit, formStack } from '@/ui';
import { PARENT_PIN_PATTERN } from '@shared/family/child-profile-rules.ts';
import { resetParentPin } from '../data/reset-parent-pin';
import { PARENT_PIN_MESSAGE } from '../data/set-parent-pin';
import { ParentPinField } from './parent-pin-field';

interface ParentPinResetProps {
  userId: string;
  onReset(): void;
}

/** "Forgot the PIN?": a new PIN with the account's password, which a child does not know. */
export function ParentPinReset({ userId, onReset }: ParentPinResetProps) {
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'pin'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError({ field: 'password', message: 'Enter your account password' });
    if (!PARENT_PIN_PATTERN.test(pin))
      return setError({ field: 'pin', message: PARENT_PIN_MESSAGE });
    setBusy(true);
    setError(null);
    try {
      await resetParentPin(userId, password, pin);
      onReset();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError({ field: /password/i.test(message) ? 'password' : 'pin', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details>
      <summary>Forgot the PIN?</summary>
      <form className={formStack} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label="Account password"
          error={error?.field === 'password' ? error.message : null}
          errorRole="alert"
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <ParentPinField
          label="A new PIN"
          hint="4 to 6 digits."
          autoComplete="new-password"
          value={pin}
          error={error?.field === 'pin' ? error.message : null}
          onChange={setPin}
        />
        <FormSubmit label="Reset the PIN" busyLabel="Checking…" busy={busy} />
      </form>
    </details>
  );
}
