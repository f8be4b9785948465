import { Outlet } from '@tanstack/react-router';
import { CookieConsent } from '@/features/consent';
import { FeedbackWidget } from '@/features/feedback';
import { SaveYourStoriesDialog } from '@/features/migration';
import { UpdatePrompt } from '@/features/pwa';
import { UnsyncedChangesGuard } from '@/features/sync-status';
import { useAppliedSettings } from '@/features/settings';
import { ToastRegion, useLayoutStore } from '@/ui';
import { useDocumentHead } from '../head';
import { AppHeader } from './app-header';
import * as styles from './root-layout.css';

/** Every page sits in this layout (spec §2): header, the page, toasts, consent, feedback, updates, and the unsynced-changes warning. */
export function RootLayout() {
  useAppliedSettings();
  useDocumentHead();
  const slideshowOpen = useLayoutStore((state) => state.slideshowOpen);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {slideshowOpen ? null : <AppHeader />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ToastRegion />
      <UpdatePrompt />
      <UnsyncedChangesGuard />
      <SaveYourStoriesDialog />
      <FeedbackWidget />
      <CookieConsent />
    </>
  );
}
