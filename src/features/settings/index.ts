export { useSettingsStore, DEFAULT_SETTINGS, type Settings } from './store/settings-store';
export { useAppliedSettings, resolveTheme } from './hooks/use-applied-settings';
export { SettingsPage, SETTINGS_TABS, type SettingsTab } from './components/settings-page';
