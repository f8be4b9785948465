import { loadServerState } from './load-server-state';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page renders no server state (no TanStack Query), so it can start before the client loads. */
    withoutServerState?: boolean;
  }
}

/**
 * The root route's beforeLoad: before a page that reads server state renders (entered, or preloaded
 * on intent), its query client has loaded. Pages marked withoutServerState start without it.
 */
/** What needsServerState reads of the router's beforeLoad options: the pages about to render. */
export interface PageLoad {
  matches: ReadonlyArray<{ staticData: { withoutServerState?: boolean } }>;
}

export function needsServerState({ matches }: PageLoad): Promise<void> | undefined {
  if (typeof document === 'undefined') return undefined;
  if (matches.every((match) => match.staticData.withoutServerState)) return undefined;
  return loadServerState().then(() => undefined);
}
