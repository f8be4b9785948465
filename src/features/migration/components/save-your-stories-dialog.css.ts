import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'grid',
  placeItems: 'center',
  zIndex: vars.zIndex.overlay,
  padding: vars.space.md,
});

export const dialog = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  maxWidth: '32rem',
  width: '100%',
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: 0,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const progress = style({ width: '100%', accentColor: vars.color.primary });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

const button = style({
  font: 'inherit',
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.text },
]);

export const primaryButton = style([
  button,
  {
    background: vars.color.primary,
    color: vars.color.primaryText,
    borderColor: vars.color.primary,
  },
]);
