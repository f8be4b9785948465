import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Page, button } from '@/ui';
import { useSettingsStore } from '../store/settings-store';
import * as styles from './settings-page.css';

export const SETTINGS_TABS = [
  'profile',
  'preferences',
  'reading',
  'account',
  'subscription',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
const LABELS: Record<SettingsTab, string> = {
  profile: 'Profile',
  preferences: 'Preferences',
  reading: 'Reading',
  account: 'Account',
  subscription: 'Subscription',
};

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(value: boolean): void;
}) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

interface SettingsPageProps {
  tab: SettingsTab;
  /** The subscription tab's content comes from the subscription feature, composed by the route. */
  subscriptionPanel?: ReactNode;
}

/** Settings with tabs (spec §3 settings, saved locally under one key and applied at once). */
export function SettingsPage({ tab, subscriptionPanel }: SettingsPageProps) {
  const navigate = useNavigate();
  const settings = useSettingsStore();
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
  const {
    userPreferences: prefs,
    readingPreferences: reading,
    accountSettings: account,
  } = settings;
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
        {tab === 'preferences' ? (
          <>
            <Select
              label="Theme"
              value={prefs.theme}
              options={['system', 'light', 'dark'] as const}
              onChange={(theme) => settings.update('userPreferences', { theme })}
            />
            <Select
              label="Font size"
              value={prefs.fontSize}
              options={['small', 'medium', 'large'] as const}
              onChange={(fontSize) => settings.update('userPreferences', { fontSize })}
            />
            <Check
              label="High contrast"
              checked={prefs.highContrastMode}
              onChange={(highContrastMode) =>
                settings.update('userPreferences', { highContrastMode })
              }
            />
            <Check
              label="Sound effects"
              checked={prefs.soundEffects}
              onChange={(soundEffects) => settings.update('userPreferences', { soundEffects })}
            />
            <Select
              label="Notifications"
              value={prefs.notificationPreferences}
              options={['important', 'all', 'none'] as const}
              onChange={(notificationPreferences) =>
                settings.update('userPreferences', { notificationPreferences })
              }
            />
          </>
        ) : null}
        {tab === 'reading' ? (
          <>
            <Check
              label="Scroll automatically while reading"
              checked={reading.autoScroll}
              onChange={(autoScroll) => settings.update('readingPreferences', { autoScroll })}
            />
            <Select
              label="Auto-scroll speed"
              value={String(reading.autoScrollSpeed) as '5'}
              options={['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const}
              onChange={(speed) =>
                settings.update('readingPreferences', { autoScrollSpeed: Number(speed) })
              }
            />
            <Select
              label="Chapter transition"
              value={reading.chapterTransitionEffect}
              options={['fade', 'slide', 'none'] as const}
              onChange={(chapterTransitionEffect) =>
                settings.update('readingPreferences', { chapterTransitionEffect })
              }
            />
            <Check
              label="Show image captions"
              checked={reading.showImageCaptions}
              onChange={(showImageCaptions) =>
                settings.update('readingPreferences', { showImageCaptions })
              }
            />
            <Check
              label="Read stories aloud"
              checked={reading.textToSpeech}
              onChange={(textToSpeech) => settings.update('readingPreferences', { textToSpeech })}
            />
          </>
        ) : null}
        {tab === 'account' ? (
          <>
            <Check
              label="Email notifications"
              checked={account.emailNotifications}
              onChange={(emailNotifications) =>
                settings.update('accountSettings', { emailNotifications })
              }
            />
            <Check
              label="Marketing emails"
              checked={account.marketingEmails}
              onChange={(marketingEmails) =>
                settings.update('accountSettings', { marketingEmails })
              }
            />
            <Select
              label="Profile visibility"
              value={account.profileVisibility}
              options={['public', 'private'] as const}
              onChange={(profileVisibility) =>
                settings.update('accountSettings', { profileVisibility })
              }
            />
            <button type="button" className={button({ tone: 'quiet' })} onClick={settings.reset}>
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
