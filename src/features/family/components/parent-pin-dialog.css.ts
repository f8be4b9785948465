import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const dialog = style({
  width: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const title = style({ marginTop: 0, fontFamily: vars.font.heading });

export const profiles = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
});
