import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { z } from 'zod';
import { DiscoverPage } from '@/features/discover';

const discoverSearch = z.object({
  search: z.string().max(100).catch('').default(''),
  genre: z.string().nullable().catch(null).default(null),
  sort: z.enum(['newest', 'most-liked', 'longest']).catch('newest').default('newest'),
  page: z.number().int().min(0).catch(0).default(0),
});

// Defaults stay out of the address, so a plain link to /discover stays /discover.
const DEFAULT_SEARCH = { search: '', genre: null, sort: 'newest', page: 0 } as const;

export const Route = createFileRoute('/discover')({
  validateSearch: (
    search: {
      search?: string;
      genre?: string | null;
      sort?: string;
      page?: number;
    } & SearchSchemaInput,
  ) => discoverSearch.parse(search),
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  component: function DiscoverRoute() {
    return <DiscoverPage query={Route.useSearch()} />;
  },
});
