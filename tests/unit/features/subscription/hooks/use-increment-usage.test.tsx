import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { logger } from '@/lib/logger';
import { useIncrementUsage } from '@/features/subscription';
import { useSubscriptionOverview } from '@/features/subscription/hooks/use-subscription-overview';
import {
  createBackend,
  createFakeClient,
  type SubscriptionBackend,
} from '../fake-subscription-backend';

const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/supabase-client', () => ({ getSupabaseClient: async () => fake.client }));

let backend: SubscriptionBackend;
let calls: ReturnType<typeof createFakeClient>['calls'];

function renderUsage() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ overview: useSubscriptionOverview('u1'), increment: useIncrementUsage() }),
    { wrapper },
  );
}

const storiesOf = (state: ReturnType<typeof useSubscriptionOverview>) =>
  state.status === 'ready' ? state.overview.usage.stories_created : null;

beforeEach(() => {
  backend = createBackend();
  ({ client: fake.client, calls } = createFakeClient(backend));
});
afterEach(cleanup);

describe('useIncrementUsage', () => {
  it('refreshes the cached usage at once instead of waiting out the 30 s', async () => {
    backend.usage = [
      { stories_created: 1, images_generated: 0, voice_generations: 0, month_year: '2026-11' },
    ];
    const { result } = renderUsage();
    await waitFor(() => expect(storiesOf(result.current.overview)).toBe(1));
    backend.usage = [
      { stories_created: 2, images_generated: 0, voice_generations: 0, month_year: '2026-11' },
    ];
    act(() => result.current.increment('u1', { stories: 1 }));
    await waitFor(() => expect(storiesOf(result.current.overview)).toBe(2));
    expect(calls.increment_usage).toBe(1);
  });

  it('only logs a failed increment: no error reaches the page and the usage is read again', async () => {
    backend.incrementError = 'permission denied for function increment_usage';
    const { result } = renderUsage();
    await waitFor(() => expect(storiesOf(result.current.overview)).toBe(0));
    const reads = calls.get_current_month_usage;
    act(() => result.current.increment('u1', { voice: 1 }));
    await waitFor(() => expect(calls.get_current_month_usage).toBe(reads + 1));
    expect(result.current.overview.status).toBe('ready');
    expect(
      logger
        .entries()
        .some((entry) => entry.level === 'warn' && entry.message === 'Usage tracking failed'),
    ).toBe(true);
  });
});
