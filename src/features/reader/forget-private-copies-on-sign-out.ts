import { useSessionStore } from '@/lib/session';
import { forgetPrivateCopies } from './data/kept-copies';

/**
 * When the signed-in reader signs out (or another account signs in), the private stories kept for
 * their offline reading leave the device's store; published ones stay readable to anyone.
 */
export function forgetPrivateCopiesOnSignOut(store = useSessionStore): () => void {
  return store.subscribe((state, previous) => {
    if (previous.user && state.user?.id !== previous.user.id) forgetPrivateCopies();
  });
}
