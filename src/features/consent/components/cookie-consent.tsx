import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useAfterHydration } from '@/ui';
import { createDeclineOptionalPreferences } from '../cookie-preferences';
import { useConsentStore } from '../consent-store';
import { useReservedBottomSpace } from '../hooks/use-reserved-bottom-space';
import { ConsentButton } from './consent-button';
import * as styles from './cookie-consent.css';

// Every page paints the banner, few readers open its settings: the dialog loads when they do.
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

/** The cookie banner and its settings dialog; shown only while cookies work and no choice is recorded. */
export function CookieConsent() {
  const titleId = useId();
  const customizeRef = useRef<HTMLButtonElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  // Cookies are unknown to the prerendered page and read once the page is idle; until then the
  // banner's markup stays in the page, shown by the boot script's check, its buttons waiting.
  const hydrated = useAfterHydration();
  const known = useConsentStore((state) => state.known);
  const provisional = !hydrated || !known;
  const supported = useConsentStore((state) => state.supported);
  const hasConsent = useConsentStore((state) => state.hasConsent);
  const preferences = useConsentStore((state) => state.preferences);
  const settingsOpen = useConsentStore((state) => state.settingsOpen);
  const {
    acceptAll,
    declineOptional,
    savePreferences,
    openSettings,
    closeSettings,
    refresh,
    readWhenIdle,
  } = useConsentStore.getState();

  useEffect(() => {
    if (known) return;
    if (typeof requestIdleCallback !== 'function') return void readWhenIdle();
    const idle = requestIdleCallback(() => void readWhenIdle(), { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [known, readWhenIdle]);

  useEffect(() => {
    // A choice made in another tab is only in the cookies; read them again when this tab comes back.
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  const bannerShown = provisional || (supported && !hasConsent);
  useReservedBottomSpace(bannerRef, bannerShown);

  if (!provisional && (!supported || (hasConsent && !settingsOpen))) return null;

  return (
    <>
      {bannerShown && (
        <section
          ref={bannerRef}
          className={provisional ? `${styles.banner} ${styles.untilCookiesRead}` : styles.banner}
          aria-labelledby={titleId}
        >
          <div className={styles.inner}>
            <div className={styles.text}>
              <h2 id={titleId} className={styles.title}>
                We use cookies to enhance your experience
              </h2>
              <p className={styles.body}>
                Essential cookies keep StoryCanvas working. With your permission we also use
                optional cookies to remember your preferences. Read our{' '}
                <Link to="/privacy-policy">Privacy Policy</Link>.
              </p>
            </div>
            <div className={styles.actions}>
              <ConsentButton
                ref={customizeRef}
                variant="quiet"
                disabled={provisional}
                onClick={openSettings}
              >
                Customize
              </ConsentButton>
              <ConsentButton disabled={provisional} onClick={declineOptional}>
                Decline Optional
              </ConsentButton>
              <ConsentButton variant="primary" disabled={provisional} onClick={acceptAll}>
                Accept All
              </ConsentButton>
            </div>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={preferences ?? createDeclineOptionalPreferences()}
            onCancel={closeSettings}
            onSave={savePreferences}
            returnFocusRef={customizeRef}
          />
        </Suspense>
      )}
    </>
  );
}
