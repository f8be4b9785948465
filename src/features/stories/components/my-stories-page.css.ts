import { style } from '@vanilla-extract/css';
import { fieldStack, vars } from '@/ui';

/** The windowed list: as tall as all its rows, each row placed at its offset inside it. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
});
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: vars.space.sm,
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const title = style({
  flex: '1 1 14rem',
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** A field from the form recipes, kept to a search box's width. */
export const search = style([fieldStack, { maxWidth: '24rem' }]);
export const undo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  margin: 0,
});
