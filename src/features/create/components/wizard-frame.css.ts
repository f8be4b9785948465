import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const frame = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});

export const step = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="step"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  margin: 0,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const button = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const primaryButton = style([
  button,
  { background: vars.color.primary, color: vars.color.primaryText },
]);
