import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { Spinner } from '@/ui';
import { NotFoundPage } from './layout/not-found-page';
import { RouteError } from './layout/route-error';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: Spinner,
  defaultPendingMs: 150,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
