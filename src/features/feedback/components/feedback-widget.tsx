import { useEffect, useId, useRef, useState } from 'react';
import { useFeedbackSender } from '../hooks/use-feedback-sender';
import { usePendingFeedbackFlush } from '../hooks/use-pending-feedback-flush';
import { FeedbackForm } from './feedback-form';
import * as styles from './feedback-widget.css';

/** The floating Feedback button (bottom right on every page) and the panel it opens. */
export function FeedbackWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const sender = useFeedbackSender();
  usePendingFeedbackFlush();

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('textarea')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      const insideWidget = panelRef.current?.contains(target) || triggerRef.current === target;
      if (event.key !== 'Escape' || !insideWidget) return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Feedback
      </button>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className={styles.panel}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Send Feedback
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Close feedback"
              onClick={close}
            >
              ×
            </button>
          </div>
          <FeedbackForm sender={sender} onDone={close} />
        </section>
      )}
    </>
  );
}
