import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  maxWidth: '28rem',
});
export const title = style({ fontWeight: 700, margin: 0 });
export const benefits = style({ margin: 0, paddingLeft: vars.space.lg });
