import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ServerStateProvider } from './server-state';
import { getAppRouter, type AppRouter } from './router';

interface AppProvidersProps {
  router: AppRouter;
  /** Server rendering's own client; the browser's loads with the data layer (see ServerStateProvider). */
  queryClient?: QueryClient;
}

/** The providers around the router, shared by the browser and prerendering. */
export function AppProviders({ router, queryClient }: AppProvidersProps) {
  return (
    <ServerStateProvider client={queryClient}>
      <RouterProvider router={router} />
    </ServerStateProvider>
  );
}

export function App() {
  return <AppProviders router={getAppRouter()} />;
}
