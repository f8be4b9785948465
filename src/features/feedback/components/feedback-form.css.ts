import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const hint = style({ fontWeight: 400, color: vars.color.textMuted });

export const control = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  width: '100%',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});

export const textarea = style([control, { resize: 'vertical' }]);

export const errors = style({ display: 'grid', gap: vars.space.xs });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const send = style({
  font: 'inherit',
  fontWeight: 600,
  minHeight: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});
