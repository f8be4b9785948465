import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '32rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const control = style({
  font: 'inherit',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const error = style({ color: vars.color.danger, margin: 0 });
