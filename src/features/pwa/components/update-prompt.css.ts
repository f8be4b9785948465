import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const region = style({
  position: 'fixed',
  left: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  maxWidth: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
});

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});

export const message = style({ margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

const button = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const reloadButton = style([
  button,
  {
    background: vars.color.primary,
    color: vars.color.primaryText,
    border: `1px solid ${vars.color.primary}`,
  },
]);

export const laterButton = style([
  button,
  { background: 'transparent', color: vars.color.text, border: `1px solid ${vars.color.border}` },
]);
