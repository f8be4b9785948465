import { useEffect } from 'react';
import { flushPendingFeedback } from '../data/flush-pending-feedback';

/** Sends feedback kept on the device at start and whenever the browser comes back online. */
export function usePendingFeedbackFlush(): void {
  useEffect(() => {
    const flush = () => void flushPendingFeedback();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
}
