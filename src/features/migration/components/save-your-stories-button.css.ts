import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  marginBlock: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const button = style({
  justifySelf: 'start',
  font: 'inherit',
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
