import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { Spinner } from '@/ui';
import { NotFoundPage } from './layout/not-found-page';
import { RouteError } from './layout/route-error';

/** The app's router; prerendering gives each page its own with a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history, isServer: true } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: Spinner,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
