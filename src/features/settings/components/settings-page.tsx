import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Page, button } from '@/ui';
import { useSettingsStore } from '../store/settings-store';
import { SettingsFields } from './settings-fields';
import { SETTINGS_TABS, type SettingsTab } from '../settings-tabs';
import * as styles from './settings-page.css';

const LABELS: Record<SettingsTab, string> = {
  profile: 'Profile',
  preferences: 'Preferences',
  reading: 'Reading',
  account: 'Account',
  subscription: 'Subscription',
};

interface SettingsPageProps {
  tab: SettingsTab;
  /** The subscription tab's content comes from the subscription feature, composed by the route. */
  subscriptionPanel?: ReactNode;
}

/** Settings with tabs (docs/product.md §3 settings, saved locally under one key and applied at once). */
export function SettingsPage({ tab, subscriptionPanel }: SettingsPageProps) {
  const navigate = useNavigate();
  const reset = useSettingsStore((state) => state.reset);
  const baseId = useId();
  const select = (next: SettingsTab) =>
    void navigate({ to: '/settings', search: { tab: next }, replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    const index = SETTINGS_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = SETTINGS_TABS[
      (index + step + SETTINGS_TABS.length) % SETTINGS_TABS.length
    ] as SettingsTab;
    select(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };
  return (
    <Page title="Settings">
      <div role="tablist" aria-label="Settings sections" className={styles.tabs}>
        {SETTINGS_TABS.map((name) => (
          <button
            key={name}
            id={`${baseId}-${name}`}
            role="tab"
            type="button"
            className={styles.tab}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => select(name)}
          >
            {LABELS[name]}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${tab}`}
        className={styles.panel}
      >
        {tab === 'profile' ? (
          <p>
            Your name and picture are on your <Link to="/profile">profile page</Link>.
          </p>
        ) : null}
        {tab === 'preferences' ? <SettingsFields section="userPreferences" /> : null}
        {tab === 'reading' ? <SettingsFields section="readingPreferences" /> : null}
        {tab === 'account' ? (
          <>
            <SettingsFields section="accountSettings" />
            <button type="button" className={button({ tone: 'quiet' })} onClick={reset}>
              Reset all settings
            </button>
          </>
        ) : null}
        {tab === 'subscription'
          ? (subscriptionPanel ?? <p>Your plan and this month’s usage appear here.</p>)
          : null}
      </div>
    </Page>
  );
}
