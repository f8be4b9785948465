import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const cloud = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const audio = style({ width: '100%', maxWidth: '28rem' });
export const status = style({ margin: 0, color: vars.color.textMuted });
export const warning = style({
  margin: 0,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.warning}`,
  paddingLeft: vars.space.sm,
});
