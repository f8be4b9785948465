import { queryOptions } from '@tanstack/react-query';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { readImageAllowance } from './request-story-image';

/** Keyed by who asks: a reader signing in may be allowed pictures a visitor is not. */
export const imageAllowanceQueryKey = (endpoint: FunctionsEndpoint) =>
  ['functions', 'image-allowance', endpoint.accessToken ?? ''] as const;

/**
 * Whether this server can make pictures for this reader (a provider is configured and they are
 * signed in). A refusal is an answer, not a failure to retry; only asked while online.
 */
export const readImageAllowanceQueryOptions = (endpoint: FunctionsEndpoint) =>
  queryOptions({
    queryKey: imageAllowanceQueryKey(endpoint),
    queryFn: () =>
      readImageAllowance(endpoint).then(
        () => true,
        () => false,
      ),
  });
