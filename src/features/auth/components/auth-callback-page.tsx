import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Page, Spinner } from '@/ui';
import { useSession } from '@/lib/session';
import { safeNextPath } from '../safe-next-path';

/**
 * Where email links land: supabase-js exchanges the link's one-use code (PKCE) for a session and
 * removes it from the address, then the reader goes on to `next` (the new-password form after a
 * reset) without this page staying in the history.
 */
export function AuthCallbackPage({ next }: { next?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === 'signed-in') void navigate({ to: safeNextPath(next), replace: true });
  }, [session.status, navigate, next]);
  if (session.status === 'signed-out') {
    return (
      <Page
        title="This link did not sign you in"
        lead="It may have expired or been used already, or been opened in another browser. Sign in again, or ask for a new link."
      />
    );
  }
  return <Spinner />;
}
