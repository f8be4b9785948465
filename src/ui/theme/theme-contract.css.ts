import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryText: null,
    accent: null,
    border: null,
    focus: null,
    danger: null,
    dangerText: null,
    warning: null,
    success: null,
    overlay: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  shadow: { sm: null, md: null },
  zIndex: { header: null, overlay: null, toast: null, widget: null },
});
