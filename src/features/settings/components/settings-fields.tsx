import { useId } from 'react';
import { useSettingsStore, type Settings } from '../store/settings-store';
import * as styles from './settings-page.css';

type SettingsSection = keyof Settings;

interface SettingsField<S> {
  key: keyof S & string;
  label: string;
  /** The choices of a setting that is not on/off, in the order offered. */
  options?: readonly string[];
}

/** What each tab lets the reader change, in the order shown: on/off settings are check boxes, the rest lists. */
const FIELDS: { [K in SettingsSection]: SettingsField<Settings[K]>[] } = {
  userPreferences: [
    { key: 'theme', label: 'Theme', options: ['system', 'light', 'dark'] },
    { key: 'fontSize', label: 'Font size', options: ['small', 'medium', 'large'] },
    { key: 'highContrastMode', label: 'High contrast' },
    { key: 'soundEffects', label: 'Sound effects' },
    {
      key: 'notificationPreferences',
      label: 'Notifications',
      options: ['important', 'all', 'none'],
    },
  ],
  readingPreferences: [
    { key: 'autoScroll', label: 'Scroll automatically while reading' },
    {
      key: 'autoScrollSpeed',
      label: 'Auto-scroll speed',
      options: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    },
    {
      key: 'chapterTransitionEffect',
      label: 'Chapter transition',
      options: ['fade', 'slide', 'none'],
    },
    { key: 'showImageCaptions', label: 'Show image captions' },
    { key: 'textToSpeech', label: 'Read stories aloud' },
  ],
  accountSettings: [
    { key: 'emailNotifications', label: 'Email notifications' },
    { key: 'marketingEmails', label: 'Marketing emails' },
    { key: 'profileVisibility', label: 'Profile visibility', options: ['public', 'private'] },
  ],
};

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
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

/** One tab's settings, each applied and saved the moment it changes. */
export function SettingsFields<K extends SettingsSection>({ section }: { section: K }) {
  const values = useSettingsStore((state) => state[section]);
  const update = useSettingsStore((state) => state.update);
  const fields: SettingsField<Settings[K]>[] = FIELDS[section];
  return fields.map(({ key, label, options }) => {
    const value: unknown = values[key];
    // A computed key of a generic section widens to an index signature TypeScript will not narrow;
    // FIELDS pairs each key with its own value's control, so the value fits the key.
    const change = (next: unknown) =>
      update(section, { [key]: next } as unknown as Partial<Settings[K]>);
    return typeof value === 'boolean' ? (
      <Check key={key} label={label} checked={value} onChange={change} />
    ) : (
      <Select
        key={key}
        label={label}
        value={String(value)}
        options={options ?? []}
        onChange={(next) => change(typeof value === 'number' ? Number(next) : next)}
      />
    );
  });
}
