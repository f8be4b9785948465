import { style } from '@vanilla-extract/css';
import { fieldInput, vars } from '@/ui';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const control = style([fieldInput, { minWidth: '12rem' }]);
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surfaceRaised,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 600, color: vars.color.text });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const author = style({ fontSize: vars.fontSize.sm, color: vars.color.text, margin: 0 });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  justifyContent: 'center',
});
