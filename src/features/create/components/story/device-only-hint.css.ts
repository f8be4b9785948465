import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const hint = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
