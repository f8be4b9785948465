import { startTransition, useEffect, useState } from 'react';
import { whenDataLayerDue } from '@/lib/when-data-layer-due';
import { loadServerState } from '../server-state';

/** A module of the data layer once it is due (see whenDataLayerDue), null before: the first render,
 * prerendered or hydrating, never waits for it and always shows the same placeholder. The
 * server-state cache joins with it, so the module may read server state from its first render. */
export function useDataLayerModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void whenDataLayerDue()
      .then(() => Promise.all([load(), loadServerState()]))
      .then(([module]) => {
        // As a transition, the parts joining render in slices that let the browser answer taps.
        if (live) startTransition(() => setLoaded(() => module));
      });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
