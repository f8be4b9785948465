import { startTransition, useEffect, useState } from 'react';
import { whenDataLayerDue } from '@/lib/when-data-layer-due';

/** A module of the data layer once it is due (see whenDataLayerDue), null before: the first render,
 * prerendered or hydrating, never waits for it and always shows the same placeholder. */
export function useDataLayerModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void whenDataLayerDue()
      .then(load)
      .then((module) => {
        // As a transition, the parts joining render in slices that let the browser answer taps.
        if (live) startTransition(() => setLoaded(() => module));
      });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
