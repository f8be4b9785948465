import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const narrator = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const track = style({
  height: '0.375rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', background: vars.color.accent });
export const status = style({ margin: 0, color: vars.color.textMuted });
export const unavailable = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.warning}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
