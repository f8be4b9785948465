export { useSettingsStore, DEFAULT_SETTINGS, type Settings } from './store/settings-store';
export { useAppliedSettings, resolveTheme } from './hooks/use-applied-settings';
export { SettingsPage } from './components/settings-page';
export { SETTINGS_TABS, isSettingsTab, type SettingsTab } from './settings-tabs';
