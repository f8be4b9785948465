import { Field } from '@/ui';

interface ParentPinFieldProps {
  label: string;
  value: string;
  onChange(pin: string): void;
  hint?: string;
  error?: string | null;
  /** 'new-password' where the PIN is being chosen, so a password manager does not fill an old one. */
  autoComplete: 'off' | 'new-password';
}

/** A masked field that takes digits only, up to the PIN's six. */
export function ParentPinField({
  label,
  value,
  onChange,
  hint,
  error,
  autoComplete,
}: ParentPinFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} errorRole="alert">
      {(control) => (
        <input
          {...control}
          type="password"
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={6}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
}
