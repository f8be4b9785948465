import { style } from '@vanilla-extract/css';
import { fieldInput, fieldLabel, fieldStack, vars } from '@/ui';

export const controls = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.sm });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const field = fieldStack;

export const label = style([fieldLabel, { fontSize: vars.fontSize.sm }]);

export const control = fieldInput;

export const number = style([fieldInput, { width: '7rem' }]);
