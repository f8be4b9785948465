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
// page below never moves when they arrive.
export const bar = style([
  inline({ gap: 'md' }),
  {
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${vars.space.sm} ${vars.space.md}`,
    minBlockSize: '3.75rem',
    flexWrap: 'nowrap',
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
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});

export const tools = inline({ gap: 'sm' });

/** Keeps the width of the plan name (and, on wide screens, of Sign In and Sign Up) while loading. */
export const tierPlaceholder = style({ display: 'inline-block', minInlineSize: '2.5rem' });
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

export const mobilePanel = style({
  position: 'fixed',
  left: 0,
  right: 0,
  top: '3.75rem',
  bottom: 0,
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
