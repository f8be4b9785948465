import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const select = style({
  font: 'inherit',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '16rem',
});
export const text = style({
  fontSize: vars.fontSize.lg,
  lineHeight: 1.7,
  margin: 0,
  whiteSpace: 'pre-wrap',
});
export const reading = style({
  background: vars.color.surfaceRaised,
  outline: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
});
