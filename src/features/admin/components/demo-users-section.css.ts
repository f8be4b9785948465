import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const section = style({ display: 'grid', gap: vars.space.md, marginBlock: vars.space.xl });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
});
