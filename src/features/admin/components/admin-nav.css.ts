import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const nav = style({
  display: 'flex',
  gap: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBlock: vars.space.md,
});

export const link = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `3px solid transparent`,
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: 600 },
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
