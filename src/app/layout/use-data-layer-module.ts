import { useEffect, useState } from 'react';
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
        if (live) setLoaded(() => module);
      });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
