import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme-contract.css';

/** Items in a row, centred on one line, at one of the theme's gaps. */
export const inline = recipe({
  base: { display: 'flex', alignItems: 'center' },
  variants: {
    gap: { xs: { gap: vars.space.xs }, sm: { gap: vars.space.sm }, md: { gap: vars.space.md } },
  },
  defaultVariants: { gap: 'sm' },
});
