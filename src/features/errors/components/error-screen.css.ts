import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const screen = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: 0,
});
export const details = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
