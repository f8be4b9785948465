import { useEffect, useId, useRef, type ReactNode } from 'react';
import { button, buttonRow } from '@/ui';
import { ParentPinForm } from './parent-pin-form';
import * as styles from './parent-pin-dialog.css';

interface ParentPinDialogProps {
  title: string;
  /** What the PIN is for, read with the dialog's title. */
  description: string;
  submitLabel: string;
  /** A choice to make before the PIN (what happens to a removed child's stories). */
  children?: ReactNode;
  onSubmit(pin: string): Promise<void>;
  onClose(): void;
}

/** A native modal asking for the parent PIN: the page behind is inert, Escape and Cancel close it. */
export function ParentPinDialog({
  title,
  description,
  submitLabel,
  children,
  onSubmit,
  onClose,
}: ParentPinDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), description: useId() };

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={ids.title} className={styles.title}>
        {title}
      </h2>
      <p id={ids.description}>{description}</p>
      {children}
      <ParentPinForm submitLabel={submitLabel} busyLabel="Checking…" onSubmit={onSubmit} />
      <div className={buttonRow}>
        <button type="button" className={button({ tone: 'quiet' })} onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
