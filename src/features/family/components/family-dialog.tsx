import { useEffect, useId, useRef, type ReactNode } from 'react';
import { button, buttonRow } from '@/ui';
import * as styles from './parent-pin-dialog.css';

interface FamilyDialogProps {
  title: string;
  /** Read with the title when the dialog opens. */
  description?: string;
  children: ReactNode;
  onClose(): void;
}

/**
 * A native modal for the parent gate and Switch profile: the page behind is inert, Escape and Cancel
 * close it, and focus goes back to what opened it.
 */
export function FamilyDialog({ title, description, children, onClose }: FamilyDialogProps) {
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
      aria-describedby={description ? ids.description : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={ids.title} className={styles.title}>
        {title}
      </h2>
      {description ? <p id={ids.description}>{description}</p> : null}
      {children}
      <div className={buttonRow}>
        <button type="button" className={button({ tone: 'quiet' })} onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
