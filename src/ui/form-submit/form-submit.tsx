import { button } from '../button/button.css';
import { fieldError } from '../form-styles.css';

interface FormSubmitProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last attempt failed, read out at once. */
  failure?: string | null;
  /** Holds the button back while the form cannot be sent yet (it is always held while busy). */
  disabled?: boolean;
}

/** The end of a form: the failure of the last attempt, then the primary submit button, which says what it is doing while busy. */
export function FormSubmit({ label, busyLabel, busy, failure, disabled = false }: FormSubmitProps) {
  return (
    <>
      {failure ? (
        <p role="alert" className={fieldError}>
          {failure}
        </p>
      ) : null}
      <button type="submit" className={button({ tone: 'primary' })} disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
