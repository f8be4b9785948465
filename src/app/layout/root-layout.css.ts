import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-4rem',
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({ minHeight: '70vh', paddingBottom: '6rem' });
