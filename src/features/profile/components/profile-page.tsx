import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { Page, Spinner, button } from '@/ui';

export function ProfilePage() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (!session.user) {
    return (
      <Page title="Profile" lead="Sign in to see your profile." actions={<Link to="/auth/signin" className={button({ tone: 'primary' })}>Sign In</Link>} />
    );
  }
  const name = typeof session.user.user_metadata.full_name === 'string' ? session.user.user_metadata.full_name : null;
  return (
    <Page title="Profile" lead={name ?? session.user.email}>
      <p>Signed in as {session.user.email}.</p>
    </Page>
  );
}
