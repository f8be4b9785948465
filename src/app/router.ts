import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { Spinner } from '@/ui';
import { NotFoundPage } from './layout/not-found-page';

/** The app's router; prerendering gives each page its own with a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
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
