import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { Spinner } from '@/ui';
import { NotFoundPage } from './layout/not-found-page';
import { RouteError } from './layout/route-error';
import { createPageQueryClient } from './page-data/create-page-query-client';
import type { PageRendering } from './router-context';

/** The app's router; a page rendered outside the browser gets its own with a memory history. */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  rendering: PageRendering = 'browser',
) {
  return createRouter({
    routeTree,
    context: { queryClient, rendering },
    ...(history ? { history, isServer: true } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: Spinner,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    // The router's server rendering restores scroll with an inline script, which the CSP blocks;
    // the browser's router restores it once hydrated.
    scrollRestoration: !history,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

let appRouter: AppRouter | undefined;

/** The browser's one router, made when the app starts rather than when its code is evaluated. */
export function getAppRouter(): AppRouter {
  appRouter ??= createAppRouter(createPageQueryClient(document));
  return appRouter;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
