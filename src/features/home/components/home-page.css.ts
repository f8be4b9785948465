import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xxl} 0 ${vars.space.lg}`,
});
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: `calc(${vars.fontSize.xxl} * 1.4)`,
  lineHeight: 1.15,
  margin: 0,
});
export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  margin: 0,
  maxWidth: '40rem',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const features = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const feature = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const featureTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });
export const wrapper = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});
