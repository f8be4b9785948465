import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { DiscoverPage } from '@/features/discover';
import { pageHead } from '@/app/head';
import { AGE_IDS } from '@shared/story-engine/age-bands.ts';

const discoverSearch = z.object({
  search: z._default(z.catch(z.string().check(z.maxLength(100)), ''), ''),
  genre: z._default(z.catch(z.nullable(z.string()), null), null),
  age: z._default(z.catch(z.nullable(z.enum(AGE_IDS)), null), null),
  sort: z._default(z.catch(z.enum(['newest', 'most-liked', 'longest']), 'newest'), 'newest'),
  page: z._default(z.catch(z.int().check(z.minimum(0)), 0), 0),
});

// Defaults stay out of the address, so a plain link to /discover stays /discover.
const DEFAULT_SEARCH = { search: '', genre: null, age: null, sort: 'newest', page: 0 } as const;

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
    } & SearchSchemaInput,
  ) => discoverSearch.parse(search),
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  component: function DiscoverRoute() {
    return <DiscoverPage query={Route.useSearch()} />;
  },
});
