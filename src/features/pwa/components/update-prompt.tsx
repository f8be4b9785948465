import { useState } from 'react';
import { useWaitingServiceWorker } from '../hooks/use-waiting-service-worker';
import * as styles from './update-prompt.css';

export function UpdatePrompt() {
  const { waiting, applyUpdate } = useWaitingServiceWorker();
  const [dismissedWorker, setDismissedWorker] = useState<ServiceWorker | null>(null);
  const [reloading, setReloading] = useState(false);

  const visible = waiting !== null && waiting !== dismissedWorker;

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {visible ? (
        <section className={styles.prompt} aria-labelledby="update-prompt-message">
          <p id="update-prompt-message" className={styles.message}>
            A new version of StoryCanvas is available.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.reloadButton}
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                applyUpdate();
              }}
            >
              Reload
            </button>
            <button
              type="button"
              className={styles.laterButton}
              onClick={() => setDismissedWorker(waiting)}
            >
              Later
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
