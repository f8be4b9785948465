import { style } from '@vanilla-extract/css';
import { fieldError, fieldInput, fieldLabel, fieldStack, vars } from '@/ui';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '32rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const field = fieldStack;
export const label = fieldLabel;
export const control = fieldInput;
export const failure = fieldError;
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
