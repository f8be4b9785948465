import { style } from '@vanilla-extract/css';
import { fieldInput, inline, vars } from '@/ui';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

export const textarea = fieldInput;
export const input = fieldInput;
export const select = fieldInput;

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const chip = style([
  inline({ gap: 'xs' }),
  {
    display: 'inline-flex',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
  },
]);
export const chipButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  lineHeight: 1,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const limitNotice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surfaceRaised,
});
