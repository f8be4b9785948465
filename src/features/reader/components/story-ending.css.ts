import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const ending = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
});
export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  margin: 0,
});
export const lead = style({ margin: 0, fontSize: vars.fontSize.md });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });
