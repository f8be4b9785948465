import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const form = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const control = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const notes = style([control, { resize: 'vertical', minHeight: '4rem' }]);
