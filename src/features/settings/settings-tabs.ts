export const SETTINGS_TABS = [
  'profile',
  'preferences',
  'reading',
  'account',
  'subscription',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}
