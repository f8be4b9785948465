import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False while a prerendered page hydrates (what the build could not know, such as cookies, stays
 * out of the first render so it matches the markup), true in every render after and in the browser's
 * own renders. */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
