import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme-contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    minHeight: '2.75rem',
    whiteSpace: 'nowrap',
    selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
      },
      quiet: { background: 'transparent', color: vars.color.text, borderColor: vars.color.border },
      danger: { background: vars.color.danger, color: vars.color.dangerText },
    },
  },
  defaultVariants: { tone: 'primary' },
});
