import type { QueryClient } from '@tanstack/react-query';

/**
 * Where a page is being rendered, which decides what its loaders may read: in the browser, the
 * reader's own device and account; on the server for one request, only what any stranger may read
 * (published stories, as the anonymous role); at build time, nothing live at all.
 */
export type PageRendering = 'browser' | 'server' | 'build';

/** What every route's loader is given: where it runs, and the page's one query cache. */
export interface AppRouterContext {
  rendering: PageRendering;
  /** The query cache, once loaded: in the browser it is part of the data layer, not the first paint. */
  queryClient(): Promise<QueryClient>;
}
