import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const controls = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.sm });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const control = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const number = style([control, { width: '7rem' }]);
