import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { pageHead } from '@/app/head';
import type { AppRouterContext } from '@/app/router-context';
import { needsServerState, type PageLoad } from '@/app/server-state';

export const Route = createRootRouteWithContext<AppRouterContext>()({
  head: pageHead(
    'StoryCanvas',
    'Create branching, illustrated, narrated stories with AI help, online or offline.',
  ),
  staticData: { withoutServerState: true },
  // Typed by hand: the router's type of these options refers back to this route, which TypeScript
  // cannot infer while it infers the route.
  beforeLoad: (options: unknown) => needsServerState(options as PageLoad),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
