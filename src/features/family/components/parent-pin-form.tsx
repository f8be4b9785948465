import { useState, type FormEvent } from 'react';
import { FormSubmit, formStack } from '@/ui';
import { PARENT_PIN_MESSAGE } from '../data/set-parent-pin';
import { PARENT_PIN_PATTERN } from '@shared/family/child-profile-rules.ts';
import { ParentPinField } from './parent-pin-field';

interface ParentPinFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Checks the PIN; a thrown error's message is shown under the field (a wrong PIN says the tries left). */
  onSubmit(pin: string): Promise<void>;
}

/** One PIN field and its button, for opening Family and for approving inside the PIN dialog. */
export function ParentPinForm({ submitLabel, busyLabel, onSubmit }: ParentPinFormProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!PARENT_PIN_PATTERN.test(pin)) {
      setError(PARENT_PIN_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(pin);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStack} onSubmit={(event) => void submit(event)} noValidate>
      <ParentPinField
        label="Parent PIN"
        autoComplete="off"
        value={pin}
        error={error}
        onChange={setPin}
      />
      <FormSubmit label={submitLabel} busyLabel={busyLabel} busy={busy} />
    </form>
  );
}
