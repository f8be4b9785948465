import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Page, Spinner } from '@/ui';
import { useSession } from '@/lib/session';

/** Where email links land: supabase-js reads the session from the URL, then the reader goes home. */
export function AuthCallbackPage() {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === 'signed-in') void navigate({ to: '/', replace: true });
  }, [session.status, navigate]);
  if (session.status === 'signed-out') {
    return <Page title="This link did not sign you in" lead="It may have expired or been used already. Sign in again, or ask for a new link." />;
  }
  return <Spinner />;
}
