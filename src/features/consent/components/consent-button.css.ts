import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '@/ui';

const base = style({
  font: 'inherit',
  fontWeight: 600,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.primary}`,
  cursor: 'pointer',
  minHeight: '2.75rem',
});

export const variant = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.primaryText }],
  secondary: [base, { background: vars.color.surface, color: vars.color.primary }],
  quiet: [
    base,
    { background: 'transparent', color: vars.color.text, borderColor: vars.color.border },
  ],
});
