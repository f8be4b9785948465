import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const limit = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  borderLeft: `4px solid ${vars.color.warning}`,
  paddingLeft: vars.space.sm,
});
