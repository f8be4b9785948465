import { useEffect, useId, useRef } from 'react';
import { useAnonymousMigration } from '../hooks/use-anonymous-migration';
import { migrationMessages, storyWord } from '../migration-messages';
import * as styles from './save-your-stories-dialog.css';

/** docs/product.md §2 'Save Your Stories': offers to move the stories made while browsing anonymously to the account. */
export function SaveYourStoriesDialog() {
  const migration = useAnonymousMigration();
  const titleId = useId();
  const saveButton = useRef<HTMLButtonElement>(null);

  const { open, working, skip } = migration;
  useEffect(() => {
    if (open) saveButton.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !working) skip();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, working, skip]);

  if (!open) return null;
  const { progress, failedCount } = migration;
  // The stories left to move fall to 0 as they move; while moving, the count is the ones being moved.
  const storyCount = progress ? progress.total : migration.storyCount;

  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          Save Your Stories
        </h2>
        <p className={styles.text}>
          You created {storyCount} {storyWord(storyCount)} while browsing anonymously. Save{' '}
          {storyCount === 1 ? 'it' : 'them'} to your account to keep{' '}
          {storyCount === 1 ? 'it' : 'them'} on every device.
        </p>
        {progress && (
          <div>
            <progress
              className={styles.progress}
              max={Math.max(progress.total, 1)}
              value={progress.completed + progress.failed}
              aria-label="Migration progress"
            />
            <p className={styles.text} role="status">
              {migrationMessages.progress(progress.completed, progress.total, progress.failed)}
            </p>
          </div>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={migration.skip}
            disabled={working}
          >
            Skip
          </button>
          {failedCount > 0 && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => void migration.retryFailed()}
              disabled={working}
            >
              Retry Failed
            </button>
          )}
          <button
            ref={saveButton}
            type="button"
            className={styles.primaryButton}
            onClick={() => void migration.save()}
            disabled={working || storyCount === 0}
          >
            {working ? 'Saving...' : 'Save to My Account'}
          </button>
        </div>
      </div>
    </div>
  );
}
