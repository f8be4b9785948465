import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const value = style({
  margin: 0,
  wordBreak: 'break-word',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
export const row = style({ display: 'contents' });
