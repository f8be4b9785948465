import type { QueryClient } from '@tanstack/react-query';

// The server-state cache (TanStack Query) is part of the data layer, not of the first paint: it
// loads when the data layer is due or before a page that reads server state renders, whichever
// comes first, and every provider of the page then shares the one client.
let loaded: QueryClient | null = null;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** The page's query client once it has loaded, null before. */
export function readServerState(): QueryClient | null {
  return loaded;
}

export function subscribeToServerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the query client (once) and keeps the cached plan in step with the session from then on. */
export function loadServerState(): Promise<QueryClient> {
  loading ??= Promise.all([
    import('../page-data/create-page-query-client'),
    import('@/features/subscription'),
  ]).then(([{ createPageQueryClient }, { followSessionForSubscription }]) => {
    // Holding what a page rendered on the server was rendered with, so hydrating it matches.
    const client = createPageQueryClient(document);
    followSessionForSubscription(client);
    loaded = client;
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}
