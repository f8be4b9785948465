import { style } from '@vanilla-extract/css';
import { fieldStack, vars } from '@/ui';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
/** A field from the form recipes that takes the room beside its button. */
export const field = style([fieldStack, { flex: '1 1 20rem' }]);
export const segments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const segment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const branch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.border}`,
});
export const branchHeading = style({ fontSize: vars.fontSize.lg, margin: 0 });
