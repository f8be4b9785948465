import { queryOptions } from '@tanstack/react-query';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { readVoiceAllowance, type VoiceAllowance } from './request-narration';

/** Keyed by who asks; every narration control on the page shares the one answer. */
export const voiceAllowanceQueryKey = (endpoint: FunctionsEndpoint) =>
  ['functions', 'voice-allowance', endpoint.accessToken ?? ''] as const;

/**
 * Whether cloud narration exists here and how much of this month's voice limit is used; null when
 * it does not (no provider, signed out). Each narration made answers with the new figures.
 */
export const readVoiceAllowanceQueryOptions = (endpoint: FunctionsEndpoint) =>
  queryOptions({
    queryKey: voiceAllowanceQueryKey(endpoint),
    queryFn: (): Promise<VoiceAllowance | null> => readVoiceAllowance(endpoint).catch(() => null),
  });
