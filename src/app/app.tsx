import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { followSessionForSubscription } from '@/features/subscription';
import { getAppRouter, type AppRouter } from './router';

/** The providers around the router, shared by the browser and server rendering: the query cache
 * is the router's, so loaders and components read the same one. */
export function AppProviders({ router }: { router: AppRouter }) {
  const { queryClient } = router.options.context;
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
