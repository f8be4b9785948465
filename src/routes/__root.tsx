import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { pageHead } from '@/app/head';
import type { AppRouterContext } from '@/app/router-context';

export const Route = createRootRouteWithContext<AppRouterContext>()({
  head: pageHead(
    'StoryCanvas',
    'Create branching, illustrated, narrated stories with AI help, online or offline.',
  ),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
