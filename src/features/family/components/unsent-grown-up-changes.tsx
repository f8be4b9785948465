import { button, card, cardList } from '@/ui';
import type { QueuedGrownUpChange } from '../sync/grown-up-change';
import { describeGrownUpChange } from '../sync/describe-grown-up-change';

interface UnsentGrownUpChangesProps {
  /** Changes the server refused whose story request or child is no longer listed. */
  changes: QueuedGrownUpChange[];
  onDismiss(change: QueuedGrownUpChange): void;
}

/**
 * Answers made offline that the server refused and that nothing else on /family shows any more
 * (the request answered on another device, the story or the child removed): the parent reads why
 * and dismisses each, so nothing stays in the device's storage unseen.
 */
export function UnsentGrownUpChanges({ changes, onDismiss }: UnsentGrownUpChangesProps) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="family-unsent">
      <h2 id="family-unsent">Not sent from this device</h2>
      <ul className={cardList}>
        {changes.map((queued) => {
          const what = describeGrownUpChange(queued.change);
          return (
            <li key={queued.id} className={card}>
              <p>
                {what}: not sent. {queued.refusal}
              </p>
              <button
                type="button"
                className={button({ tone: 'quiet' })}
                onClick={() => onDismiss(queued)}
              >
                Dismiss: {what}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
