import { useEffect, type ReactNode } from 'react';

/**
 * Runs `run` once React has committed its children: the moment a hydrated page is truly the app's.
 * Before that, React may set a field's handlers on a render it then throws away (an update during
 * a transition's hydration restarts it), and an event handed to those handlers is lost.
 */
export function OnCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}
