import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

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
