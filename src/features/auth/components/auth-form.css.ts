import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '26rem',
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const emphasis = style({ fontWeight: 600 });
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const alternative = style({ marginTop: vars.space.xl });
