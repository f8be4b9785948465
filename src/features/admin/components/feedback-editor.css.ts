import { style } from '@vanilla-extract/css';
import { fieldInput, fieldLabel, fieldStack, vars } from '@/ui';

export const form = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const field = fieldStack;

export const label = fieldLabel;

export const control = fieldInput;

export const notes = style([fieldInput, { minHeight: '4rem' }]);
