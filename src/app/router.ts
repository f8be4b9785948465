import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { Spinner } from '@/ui';
import { NotFoundPage } from './layout/not-found-page';
import type { AppRouterContext } from './router-context';
import { loadServerState } from './server-state';

const browserContext: AppRouterContext = { rendering: 'browser', queryClient: loadServerState };

/**
 * The app's router; a page rendered outside the browser gets its own with a memory history and
 * its own context (its query cache, and whether it may read live data).
 */
export function createAppRouter(history?: RouterHistory, context?: AppRouterContext) {
  return createRouter({
    routeTree,
    context: context ?? browserContext,
    ...(history ? { history, isServer: true } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: Spinner,
    defaultPendingMs: 150,
    // The error screen is not part of any page's first paint: it loads when a page fails.
    defaultErrorComponent: lazyRouteComponent(() => import('./layout/route-error'), 'RouteError'),
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
  appRouter ??= createAppRouter();
  return appRouter;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
