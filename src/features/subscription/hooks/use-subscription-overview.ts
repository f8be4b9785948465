import { useEffect, useState } from 'react';
import { readSubscriptionOverview, type SubscriptionOverview } from '../data/read-subscription-overview';

export type OverviewState =
  | { status: 'loading' }
  | { status: 'ready'; overview: SubscriptionOverview }
  | { status: 'failed'; message: string };

/** Loads the plan overview for the given user each time the user changes. */
export function useSubscriptionOverview(userId: string | null): OverviewState {
  const [loaded, setLoaded] = useState<{ userId: string; state: OverviewState } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    readSubscriptionOverview(userId)
      .then((overview) => {
        if (!cancelled) setLoaded({ userId, state: { status: 'ready', overview } });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoaded({ userId, state: { status: 'failed', message: error instanceof Error ? error.message : String(error) } });
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return userId && loaded?.userId === userId ? loaded.state : { status: 'loading' };
}
