import { useEffect, useRef, useState } from 'react';
import { button } from '@/ui';
import * as styles from './new-branch-offer.css';

interface NewBranchOfferProps {
  position: number;
  /** Choices of this part not yet followed. */
  choices: readonly string[];
  busy: boolean;
  onStart(choice: string): void;
}

/** Another path from an earlier part: picking one asks first, since it writes a whole new branch. */
export function NewBranchOffer({ position, choices, busy, onStart }: NewBranchOfferProps) {
  const [pending, setPending] = useState<string | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) confirm.current?.focus();
  }, [pending]);
  if (choices.length === 0) return null;
  if (pending) {
    return (
      <div className={styles.confirm} role="group" aria-label={`New branch at part ${position}`}>
        <p className={styles.question}>
          Start a new branch after part {position} with “{pending}”? The branch you are reading
          stays as it is, and you can undo this.
        </p>
        <div className={styles.buttons}>
          <button
            ref={confirm}
            type="button"
            className={button({ tone: 'primary' })}
            disabled={busy}
            onClick={() => {
              setPending(null);
              onStart(pending);
            }}
          >
            Start new branch
          </button>
          <button
            type="button"
            className={button({ tone: 'quiet' })}
            onClick={() => setPending(null)}
          >
            Cancel
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.offer} role="group" aria-label={`Take another path at part ${position}`}>
      <span>Take another path:</span>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.choice}
          disabled={busy}
          onClick={() => setPending(choice)}
        >
          {choice}
        </button>
      ))}
    </div>
  );
}
