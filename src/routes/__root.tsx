import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { NotFoundPage } from '@/app/layout/not-found-page';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
