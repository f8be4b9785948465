import { useEffect, useRef, useState } from 'react';
import { button } from '@/ui';
import { chooseErrorVariant } from '../choose-error-variant';
import * as styles from './error-screen.css';

interface ErrorScreenProps {
  error: unknown;
  /** Tries the failed work again (re-renders the page). */
  onRetry(): void;
  /** Goes on without the failed feature, where the page can. */
  onContinue?: () => void;
  onHome(): void;
  /** Retries so far, when the caller keeps the count because a retry remounts this screen. */
  retries?: number;
}

/** The error screen of docs/product.md §2: the variant chosen by the message, its first action, and a retry count. */
export function ErrorScreen({
  error,
  onRetry,
  onContinue,
  onHome,
  retries: keptRetries,
}: ErrorScreenProps) {
  const variant = chooseErrorVariant(error);
  const [ownRetries, setRetries] = useState(0);
  const retries = keptRetries ?? ownRetries;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const retry = () => {
    setRetries((count) => count + 1);
    onRetry();
  };
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-title">
      <h1 id="error-title" ref={heading} tabIndex={-1} className={styles.title}>
        {variant.title}
      </h1>
      <p>{variant.description}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ tone: variant.action === 'retry' ? 'primary' : 'secondary' })}
          onClick={retry}
        >
          Try Again
        </button>
        <button
          type="button"
          className={button({ tone: variant.action === 'continue' ? 'primary' : 'secondary' })}
          onClick={onContinue ?? onHome}
        >
          Continue Without Feature
        </button>
        <button
          type="button"
          className={button({ tone: variant.action === 'home' ? 'primary' : 'secondary' })}
          onClick={onHome}
        >
          Go to Home
        </button>
        <button
          type="button"
          className={button({ tone: 'quiet' })}
          onClick={() => window.location.reload()}
        >
          Refresh Page
        </button>
      </div>
      <p className={styles.details}>Retries: {retries}</p>
    </section>
  );
}
