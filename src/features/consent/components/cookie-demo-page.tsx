import { Fragment, useEffect, useState } from 'react';
import { COOKIE_NAMES } from '@/offline';
import { listCookies, readCookie } from '../cookie-jar';
import { setPermittedCookie } from '../consent-cookies';
import { createDeclineOptionalPreferences, isCategoryAllowed } from '../cookie-preferences';
import { useConsentStore } from '../consent-store';
import { ConsentButton } from './consent-button';
import * as styles from './cookie-demo-page.css';

const NOT_ALLOWED = 'Functional cookies are not allowed. Enable functional cookies first.';

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** /cookie-demo: shows what the consent rules do to real cookies in this browser. */
export function CookieDemoPage() {
  const supported = useConsentStore((state) => state.supported);
  const hasConsent = useConsentStore((state) => state.hasConsent);
  const preferences = useConsentStore((state) => state.preferences);
  const { savePreferences, clearAll, refresh, openSettings } = useConsentStore.getState();
  const known = useConsentStore((state) => state.known);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!known) refresh();
  }, [known, refresh]);
  const [, setRevision] = useState(0);
  const functionalAllowed = isCategoryAllowed(preferences, 'functional');
  const cookies = listCookies();

  const run = (action: () => string) => {
    setMessage(action());
    refresh();
    setRevision((revision) => revision + 1);
  };

  const setTheme = () => {
    const next = readCookie(COOKIE_NAMES.theme) === 'dark' ? 'light' : 'dark';
    return setPermittedCookie(COOKIE_NAMES.theme, next)
      ? `Theme cookie set to ${next} for 1 year.`
      : NOT_ALLOWED;
  };
  const setRememberMe = () => {
    const next = readCookie(COOKIE_NAMES.rememberMe) === 'true' ? 'false' : 'true';
    if (!setPermittedCookie(COOKIE_NAMES.rememberMe, next)) return NOT_ALLOWED;
    return next === 'true'
      ? 'Remember me is on for 30 days.'
      : 'Remember me is off; the cookie ends with this browser session.';
  };
  const setUserPreferences = () => {
    const userPreferences = {
      language: navigator.language,
      fontSize: 'medium',
      autoSave: true,
      lastVisited: new Date().toISOString(),
    };
    return setPermittedCookie(COOKIE_NAMES.userPreferences, JSON.stringify(userPreferences))
      ? 'User preferences saved for 1 year.'
      : NOT_ALLOWED;
  };
  const enableFunctional = () => {
    savePreferences({ ...(preferences ?? createDeclineOptionalPreferences()), functional: true });
    return 'Functional cookies enabled.';
  };
  const clearEverything = () => {
    clearAll();
    return 'All StoryCanvas cookies cleared, including your consent.';
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Cookie Demo</h1>
      <section className={styles.card} aria-labelledby="cookie-demo-status">
        <h2 id="cookie-demo-status" className={styles.cardTitle}>
          Status
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>Cookies supported</dt>
          <dd className={styles.value}>{yesNo(supported)}</dd>
          <dt className={styles.term}>Consent given</dt>
          <dd className={styles.value}>{yesNo(hasConsent)}</dd>
          <dt className={styles.term}>Functional cookies allowed</dt>
          <dd className={styles.value}>{yesNo(functionalAllowed)}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="cookie-demo-actions">
        <h2 id="cookie-demo-actions" className={styles.cardTitle}>
          Try it
        </h2>
        <div className={styles.actions}>
          <ConsentButton onClick={() => run(setTheme)}>Set Theme Cookie</ConsentButton>
          <ConsentButton onClick={() => run(setRememberMe)}>Set Remember Me</ConsentButton>
          <ConsentButton onClick={() => run(setUserPreferences)}>
            Set User Preferences
          </ConsentButton>
          <ConsentButton variant="primary" onClick={() => run(enableFunctional)}>
            Enable Functional Cookies
          </ConsentButton>
          <ConsentButton variant="quiet" onClick={openSettings}>
            Change Cookie Settings
          </ConsentButton>
          <ConsentButton variant="quiet" onClick={() => run(clearEverything)}>
            Clear All
          </ConsentButton>
          <ConsentButton variant="quiet" onClick={() => run(() => 'Cookie list refreshed.')}>
            Refresh
          </ConsentButton>
        </div>
        <p className={styles.message} role="status">
          {message}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="cookie-demo-list">
        <h2 id="cookie-demo-list" className={styles.cardTitle}>
          Current cookies
        </h2>
        {cookies.length === 0 ? (
          <p>No cookies are set for this site.</p>
        ) : (
          <dl className={styles.facts} aria-label="Current cookies">
            {cookies.map(({ name, value }) => (
              <Fragment key={name}>
                <dt className={styles.term}>{name}</dt>
                <dd className={styles.value}>{value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
