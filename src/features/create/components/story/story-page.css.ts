import { style } from '@vanilla-extract/css';
import { partList, vars } from '@/ui';

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const segments = partList;
export const writing = style({
  whiteSpace: 'pre-wrap',
  fontSize: vars.fontSize.lg,
  lineHeight: 1.7,
  color: vars.color.textMuted,
});
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const noticeText = style({ margin: `0 0 ${vars.space.sm}` });
export const error = style([notice, { borderColor: vars.color.danger }]);
export const ending = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  textAlign: 'center',
});
