import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@/features/errors';

// Try Again resets the boundary, which remounts this screen, so the count lives outside it: per page address.
let counted = { href: '', retries: 0 };

/** The error boundary around each page: the error screen, with Try Again re-running the route. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const retries = counted.href === href ? counted.retries : 0;
  return (
    <ErrorScreen
      error={error}
      retries={retries}
      onRetry={() => {
        counted = { href, retries: retries + 1 };
        reset();
        void router.invalidate();
      }}
      onHome={() => void router.navigate({ to: '/' })}
    />
  );
}
