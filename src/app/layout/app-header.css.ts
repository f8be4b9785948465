import { style } from '@vanilla-extract/css';
import { inline, vars } from '@/ui';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// One row of buttons tall from the first paint, before the session and plan are known, so the
// page below never moves when they arrive. On a narrow phone the tools (sync status, plan, menu)
// wrap under the brand instead of pushing the menu button off the screen; the placeholders below
// keep their widths so the wrap is already decided at first paint.
export const bar = style([
  inline({ gap: 'md' }),
  {
    flexWrap: 'wrap',
    rowGap: vars.space.xs,
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${vars.space.sm} ${vars.space.md}`,
    minBlockSize: '3.75rem',
  },
]);

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.primary,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const nav = inline({ gap: 'xs' });

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&[aria-current="page"], &.active': {
      background: vars.color.surfaceRaised,
      color: vars.color.primary,
    },
  },
});

export const creating = style({
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});

export const tools = style([
  inline({ gap: 'sm' }),
  { flexWrap: 'wrap', justifyContent: 'flex-end', marginLeft: 'auto', minWidth: 0 },
]);

/** Keeps the width of the plan name (and, on wide screens, of Sign In and Sign Up) while loading. */
export const tierPlaceholder = style({ display: 'inline-block', minInlineSize: '2.5rem' });
/** The sync status's pill (one line of small text) until the data layer has loaded. */
export const syncPlaceholder = style({
  display: 'inline-block',
  minInlineSize: '4.5rem',
  minBlockSize: `calc(${vars.fontSize.sm} * 1.5 + 2 * ${vars.space.xs} + 2px)`,
});
export const accountPlaceholder = style({ display: 'inline-block', minInlineSize: '10.5rem' });

export const tier = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const menuButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
});

// Hangs below the header whatever its height (one row or two), down to the bottom of the screen.
export const mobilePanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  height: 'calc(100dvh - 100%)',
  width: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  zIndex: vars.zIndex.overlay,
});

export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const mobileLink = style([
  navLink,
  { display: 'block', padding: vars.space.md, fontSize: vars.fontSize.lg },
]);
