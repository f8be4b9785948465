import { useSyncExternalStore } from 'react';
import { holdsGrownUpProof } from './grown-up-proof';

// A grown-up action the server refused for want of the grown-up proof asks the parent PIN here; the
// family feature's prompt, mounted by the layout in the parent's own profile, answers it.
let pending: ((confirmed: boolean) => void) | null = null;
let pendingReason = '';
let prompts = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Asks the parent PIN, saying what for when the parent did not just ask for it (a change made
 * offline, sent later); true once the device holds a grown-up proof, false when no prompt can ask
 * or the parent closes it.
 */
export function askForGrownUp(reason = ''): Promise<boolean> {
  if (prompts === 0) return Promise.resolve(false);
  pending?.(false);
  return new Promise((resolve) => {
    pending = resolve;
    pendingReason = reason;
    notify();
  });
}

/** The prompt's answer: whether a right PIN brought the device a proof. */
export function answerGrownUpAsk(): void {
  const resolve = pending;
  pending = null;
  notify();
  resolve?.(holdsGrownUpProof());
}

/** null while nothing is asked, else what for ('' for the parent's own action); mounting the prompt is what lets askForGrownUp ask. */
export function useGrownUpAsked(): string | null {
  return useSyncExternalStore(
    (listener) => {
      prompts += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        prompts -= 1;
        unsubscribe();
      };
    },
    () => (pending === null ? null : pendingReason),
    () => null,
  );
}
