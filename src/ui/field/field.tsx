import { useId, type ReactNode } from 'react';
import * as styles from '../form-styles.css';

export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  error?: string | null;
  /** 'alert' for an error that appears on submit, so it is read out at once. */
  errorRole?: 'alert';
  /** Renders the input, textarea or select, spreading the props that tie it to its label and messages. */
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control whose hint and error are linked through aria-describedby, with aria-invalid while it has an error. */
export function Field({ label, hint, error, errorRole, children }: FieldProps) {
  const ids = { control: useId(), hint: useId(), error: useId() };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className={styles.fieldStack}>
      <label htmlFor={ids.control} className={styles.fieldLabel}>
        {label}
      </label>
      {children({
        id: ids.control,
        className: styles.fieldInput,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={ids.hint} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
      <div aria-live="polite">
        {error ? (
          <p id={ids.error} role={errorRole} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
