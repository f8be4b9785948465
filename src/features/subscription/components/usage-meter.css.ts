import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '28rem',
});
export const heading = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: 600,
});
export const track = style({
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', background: vars.color.primary });
export const fillReached = style({ height: '100%', background: vars.color.danger });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const warning = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
