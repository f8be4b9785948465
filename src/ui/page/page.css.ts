import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme-contract.css';

export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  margin: 0,
});
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
