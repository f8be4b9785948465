import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { readServerState, subscribeToServerState } from './load-server-state';

interface ServerStateProviderProps {
  /** A client of its own (server rendering); without one, the page's client once it has loaded. */
  client?: QueryClient;
  children: ReactNode;
}

/**
 * TanStack Query's provider, without its client in the first paint: it provides the page's client
 * from the moment it loads. The element stays the same before and after, so nothing under it
 * remounts; pages that read server state load the client before they render (see needsServerState).
 */
export function ServerStateProvider({ client, children }: ServerStateProviderProps) {
  const loaded = useSyncExternalStore(subscribeToServerState, readServerState, readServerState);
  const value = client ?? loaded ?? undefined;
  // As QueryClientProvider does: the client follows focus and the network while it is provided.
  useEffect(() => {
    if (!value) return;
    value.mount();
    return () => value.unmount();
  }, [value]);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
