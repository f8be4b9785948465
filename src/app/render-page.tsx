// Prerendering (a Vite SSR build step, see scripts/prerender-pages.ts): renders one public page of
// the app to HTML with the router's own server rendering, and the head tags its route asks for.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { collectHeadTags, type HeadTag } from './head';
import { AppProviders } from './app';
import { createAppRouter } from './router';
import { createQueryClient } from '@/lib/query-client';

export interface RenderedPage {
  html: string;
  head: HeadTag[];
  status: number;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <AppProviders router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
  const matches = router.state.matches;
  return {
    html,
    head: collectHeadTags(matches),
    status: router.state.matches.some((match) => match.status === 'notFound') ? 404 : 200,
  };
}
