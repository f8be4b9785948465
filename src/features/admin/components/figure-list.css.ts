import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
});

export const figure = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const name = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.text,
});

export const bar = style({
  height: vars.space.xs,
  background: vars.color.primary,
  borderRadius: vars.radius.pill,
});
