// Server rendering, one bundle for two callers: the build's prerendering (scripts/prerender-pages.ts)
// renders the public pages to static HTML, and the gateway renders the pages that show live data
// (a published story, Discover's first page) for each request. Both use the router's own server
// rendering and the head tags the page's route asks for.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAnonymousClient } from '@/lib/create-anonymous-client';
import { QUERY_CACHE } from '@/lib/query-client';
import { provideSupabaseClient } from '@/lib/supabase-client';
import { collectHeadTags, writeHeadTags } from './head';
import { AppProviders } from './app';
import { writePageData } from './page-data/write-page-data';
import { createAppRouter } from './router';
import type { LiveDataSource, RenderedPage } from '@common/server-rendered-pages.ts';

let providedSource = '';

function readAsAnonymous({ restUrl, anonKey }: LiveDataSource): void {
  if (providedSource === `${restUrl} ${anonKey}`) return;
  provideSupabaseClient(createAnonymousClient(restUrl, anonKey));
  providedSource = `${restUrl} ${anonKey}`;
}

export async function renderPage(path: string, live?: LiveDataSource): Promise<RenderedPage> {
  if (live) readAsAnonymous(live);
  // One cache per request, dropped with it: no garbage-collection timers, no retries (a failed
  // read falls back to the app shell at once rather than holding the visitor).
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...QUERY_CACHE, gcTime: Infinity, retry: false } },
  });
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), {
    rendering: live ? 'server' : 'build',
    queryClient: () => Promise.resolve(queryClient),
  });
  await router.load();
  const matches = router.state.matches;
  // The router's own verdict: 404 when a loader found nothing (even when the root's not-found page
  // shows it), 500 when one failed; an address it would rewrite (a redirect) is not rendered here.
  const result = router._serverResult;
  const status = result?.type === 'render' ? result.status : 302;
  const html = renderToString(
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  // A part that threw while rendering is marked for the browser to render instead, which it reports
  // as an error: such a page is not served (nor built).
  const failedPart = html.includes('<!--$!-->');
  return {
    html,
    head: writeHeadTags(collectHeadTags(matches), live ? new URL(live.address) : undefined),
    status: failedPart ? 500 : status,
    ...(live ? { data: writePageData(dehydrate(queryClient)) } : {}),
  };
}
