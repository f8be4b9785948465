import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@/features/errors';

/** The error boundary around each page: the error screen, with Try Again re-running the route. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorScreen
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
      onHome={() => void router.navigate({ to: '/' })}
    />
  );
}
