import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const avatar = style({
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});
export const initials = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 700,
    fontSize: vars.fontSize.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
  },
]);
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl, margin: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '26rem',
});
