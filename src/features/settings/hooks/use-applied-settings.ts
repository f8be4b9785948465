import { useEffect } from 'react';
import { useSettingsStore } from '../store/settings-store';

/** Resolves the theme setting: 'system' follows the device's light or dark preference. */
export function resolveTheme(
  theme: 'system' | 'light' | 'dark',
  prefersDark: boolean,
): 'light' | 'dark' {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}

/** Applies theme, font size and high contrast to <html> at once, and follows system changes. */
export function useAppliedSettings(): void {
  const { theme, fontSize, highContrastMode } = useSettingsStore((state) => state.userPreferences);
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const root = document.documentElement;
      root.dataset.theme = resolveTheme(theme, query.matches);
      root.dataset.fontSize = fontSize;
      if (highContrastMode) root.dataset.contrast = 'high';
      else delete root.dataset.contrast;
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [theme, fontSize, highContrastMode]);
}
