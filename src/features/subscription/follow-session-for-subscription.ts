import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/lib/session';
import { userScope } from '@/lib/user-scope';
import { subscriptionQueries } from './subscription-queries';

/** docs/product.md §4/§9: the subscription refreshes about 1 s after a sign-in. */
export const SIGN_IN_REFRESH_MS = 1_000;

/**
 * Keeps the cached plan in step with the session: a sign-in refreshes the subscription shortly
 * after (the server may just have recorded a payment); a sign-out drops everything cached about
 * that user, so the page is back to not subscribed and the next person on the device sees nothing of it.
 * The first session check of a page load is not a sign-in: the queries load on their own then.
 */
export function followSessionForSubscription(
  queryClient: QueryClient,
  store = useSessionStore,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = store.subscribe((state, previous) => {
    const userId = state.user?.id ?? null;
    const previousId = previous.user?.id ?? null;
    if (userId === previousId) return;
    clearTimeout(timer);
    if (previousId) queryClient.removeQueries({ queryKey: userScope(previousId) });
    if (userId && previous.status !== 'loading') {
      timer = setTimeout(
        () =>
          void queryClient.invalidateQueries({
            queryKey: subscriptionQueries.subscription(userId).queryKey,
          }),
        SIGN_IN_REFRESH_MS,
      );
    }
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
