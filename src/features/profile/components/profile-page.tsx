import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { useStories } from '@/offline';
import { Page, Spinner, button } from '@/ui';
import { readProfileMetadata } from '../read-profile-metadata';
import { ProfileAvatar } from './profile-avatar';
import { ProfileForm } from './profile-form';
import * as styles from './profile-page.css';

interface ProfilePageProps {
  /** The tier and founder badge come from the subscription feature, composed by the route. */
  renderPlan?: (userId: string) => ReactNode;
}

/** /profile: who the account is (name, avatar, email), how many stories it holds, and its plan. */
export function ProfilePage({ renderPlan }: ProfilePageProps) {
  const session = useSession();
  const stories = useStories(session.user?.id ?? null);
  if (session.status === 'loading') return <Spinner />;
  if (!session.user) {
    return (
      <Page
        title="Profile"
        lead="Sign in to see your profile."
        actions={
          <Link to="/auth/signin" className={button({ tone: 'primary' })}>
            Sign In
          </Link>
        }
      />
    );
  }
  const user = session.user;
  const metadata = readProfileMetadata(user);
  const email = user.email ?? '';
  return (
    <Page title="Profile">
      <div className={styles.identity}>
        <ProfileAvatar url={metadata.avatarUrl} name={metadata.fullName} email={email} />
        <div>
          <p className={styles.name}>{metadata.fullName || 'No name yet'}</p>
          <p className={styles.muted}>{email}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Stories</dt>
          <dd>{stories === undefined ? 'Counting...' : stories.length}</dd>
        </div>
      </dl>
      <section aria-labelledby="profile-plan" className={styles.section}>
        <h2 id="profile-plan" className={styles.heading}>
          Plan
        </h2>
        {renderPlan?.(user.id)}
        <Link to="/settings" search={{ tab: 'subscription' }}>
          Usage and upgrade options
        </Link>
      </section>
      <section aria-labelledby="profile-edit" className={styles.section}>
        <h2 id="profile-edit" className={styles.heading}>
          Edit profile
        </h2>
        <ProfileForm key={user.id} initial={metadata} />
      </section>
    </Page>
  );
}
