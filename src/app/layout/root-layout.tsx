import { Outlet, useRouterState } from '@tanstack/react-router';
import { CookieConsent } from '@/features/consent';
import { useAppliedSettings } from '@/features/settings';
import { useActiveChild } from '@/lib/active-profile';
import { useSession } from '@/lib/session';
import { Spinner, ToastRegion, useLayoutStore } from '@/ui';
import { useDocumentHead } from '../head';
import { AppHeader } from './app-header';
import { isGrownUpPath } from './grown-up-paths';
import { useDataLayerModule } from './use-data-layer-module';
import * as styles from './root-layout.css';

// They read and write the device's stories and the backend, so they join once the data layer is due.
const loadSyncStatus = () => import('@/features/sync-status');
const loadMigration = () => import('@/features/migration');
const loadFeedback = () => import('@/features/feedback');
// The service worker registers, and the prompt for a new version listens, once the page is idle.
const loadUpdatePrompt = () => import('@/features/pwa');
// The parent gate is needed only in a child's profile, on a grown-ups' page, and the grown-up prompt
// only when the server asks the parent's own profile for the PIN.
const loadFamily = () => import('@/features/family');

/** Every page sits in this layout (docs/product.md §2): header, the page, toasts, consent, feedback, updates, and the unsynced-changes warning. */
export function RootLayout() {
  useAppliedSettings();
  useDocumentHead();
  const slideshowOpen = useLayoutStore((state) => state.slideshowOpen);
  const syncStatus = useDataLayerModule(loadSyncStatus);
  const migration = useDataLayerModule(loadMigration);
  const feedback = useDataLayerModule(loadFeedback);
  const updatePrompt = useDataLayerModule(loadUpdatePrompt);
  const family = useDataLayerModule(loadFamily);
  const userId = useSession().user?.id ?? null;
  const child = useActiveChild(userId);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const gated = userId && child && isGrownUpPath(pathname);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {slideshowOpen ? null : <AppHeader />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {!gated ? (
          <Outlet />
        ) : family ? (
          <family.ParentGate userId={userId} child={child} />
        ) : (
          <Spinner />
        )}
      </main>
      {userId && !child && family ? <family.GrownUpPrompt userId={userId} /> : null}
      <ToastRegion />
      {updatePrompt ? <updatePrompt.UpdatePrompt /> : null}
      {syncStatus ? <syncStatus.UnsyncedChangesGuard /> : null}
      {migration ? <migration.SaveYourStoriesDialog /> : null}
      {feedback ? <feedback.FeedbackWidget /> : null}
      <CookieConsent />
    </>
  );
}
