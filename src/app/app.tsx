import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '@/lib/query-client';
import { followSessionForSubscription } from '@/features/subscription';
import { getAppRouter, type AppRouter } from './router';

/** The providers around the router, shared by the browser and prerendering. */
export function AppProviders({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => followSessionForSubscription(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

export function App() {
  return <AppProviders router={getAppRouter()} />;
}
