import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const tier = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
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
export const badgeTitle = style({ fontWeight: 700, margin: 0 });
export const benefits = style({ margin: 0, paddingLeft: vars.space.lg });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
