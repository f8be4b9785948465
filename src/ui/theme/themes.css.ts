import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './theme-contract.css';

const shared = {
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  zIndex: { header: '20', overlay: '40', toast: '60', widget: '50' },
};

const light = {
  background: '#fbfaff',
  surface: '#ffffff',
  surfaceRaised: '#f1eefc',
  text: '#1d1a2e',
  textMuted: '#4f4a66',
  primary: '#4c3fb1',
  primaryText: '#ffffff',
  accent: '#a3336b',
  border: '#c9c4de',
  focus: '#1a56db',
  danger: '#b42318',
  dangerText: '#ffffff',
  warning: '#8a5a00',
  success: '#1f7a3f',
  overlay: 'rgba(20, 16, 40, 0.55)',
};

const dark = {
  background: '#14121f',
  surface: '#1d1a2e',
  surfaceRaised: '#2a2640',
  text: '#f3f1fb',
  textMuted: '#c2bdd8',
  primary: '#a99cff',
  primaryText: '#14121f',
  accent: '#f08cbf',
  border: '#4a4566',
  focus: '#8ab4ff',
  danger: '#ff8a80',
  dangerText: '#14121f',
  warning: '#ffd27a',
  success: '#7fdc9c',
  overlay: 'rgba(0, 0, 0, 0.7)',
};

const highContrastLight = {
  ...light,
  text: '#000000',
  textMuted: '#1d1a2e',
  border: '#000000',
  primary: '#2e2280',
  focus: '#000000',
};
const highContrastDark = {
  ...dark,
  text: '#ffffff',
  textMuted: '#f3f1fb',
  border: '#ffffff',
  primary: '#d4ccff',
  focus: '#ffff00',
};

const fontSizes = {
  small: { sm: '0.8125rem', md: '0.9375rem', lg: '1.0625rem', xl: '1.375rem', xxl: '1.875rem' },
  medium: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  large: { sm: '1rem', md: '1.1875rem', lg: '1.3125rem', xl: '1.75rem', xxl: '2.375rem' },
};

const shadows = {
  light: { sm: '0 1px 2px rgba(20,16,40,0.12)', md: '0 6px 20px rgba(20,16,40,0.16)' },
  dark: { sm: '0 1px 2px rgba(0,0,0,0.5)', md: '0 6px 20px rgba(0,0,0,0.6)' },
};

createGlobalTheme(':root', vars, {
  ...shared,
  color: light,
  fontSize: fontSizes.medium,
  shadow: shadows.light,
});

createGlobalTheme(':root[data-theme="dark"]', vars.color, dark);
createGlobalTheme(':root[data-theme="dark"]', vars.shadow, shadows.dark);
createGlobalTheme(':root[data-contrast="high"]', vars.color, highContrastLight);
createGlobalTheme(':root[data-theme="dark"][data-contrast="high"]', vars.color, highContrastDark);
createGlobalTheme(':root[data-font-size="small"]', vars.fontSize, fontSizes.small);
createGlobalTheme(':root[data-font-size="large"]', vars.fontSize, fontSizes.large);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
});
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('a', { color: vars.color.primary });

// The print-friendly page (save as PDF): only the story, without the app's chrome and controls.
globalStyle('header, nav, button, form, [role="dialog"], [aria-label="Notifications"]', {
  '@media': { print: { display: 'none' } },
});
