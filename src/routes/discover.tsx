import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import {
  DEFAULT_DISCOVER_SEARCH,
  DiscoverPage,
  loadDiscoverPage,
  readDiscoverSearch,
} from '@/features/discover';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/discover')({
  head: pageHead(
    'Discover',
    'Read public stories written with StoryCanvas: branching adventures, mysteries and fairy tales for every age.',
  ),
  validateSearch: (
    search: {
      search?: string;
      genre?: string | null;
      age?: string | null;
      sort?: string;
      page?: number;
      after?: string | null;
      before?: string | null;
    } & SearchSchemaInput,
  ) => readDiscoverSearch(search),
  // Defaults stay out of the address, so a plain link to /discover stays /discover.
  search: { middlewares: [stripSearchParams(DEFAULT_DISCOVER_SEARCH)] },
  loaderDeps: ({ search }) => search,
  // The loader is split out with the page: its data code (zod, the backend client) stays out of
  // the first page's scripts, which carry every route's options.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ context: { queryClient, rendering }, deps }) => {
    if (rendering === 'build') return;
    await loadDiscoverPage(await queryClient(), deps, rendering);
  },
  component: function DiscoverRoute() {
    return <DiscoverPage query={Route.useSearch()} />;
  },
});
