import type { QueryClient } from '@tanstack/react-query';

/**
 * Where a page is being rendered, which decides what its loaders may read: in the browser, the
 * reader's own device and account; on the server for one request, only what any stranger may read
 * (published stories, as the anonymous role); at build time, nothing live at all.
 */
export type PageRendering = 'browser' | 'server' | 'build';

/** What every route's loader is given: the page's one query cache, and where it runs. */
export interface AppRouterContext {
  queryClient: QueryClient;
  rendering: PageRendering;
}
