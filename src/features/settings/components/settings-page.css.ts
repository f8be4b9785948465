import { style } from '@vanilla-extract/css';
import { fieldInput, vars } from '@/ui';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      borderBottomColor: vars.color.primary,
      color: vars.color.primary,
      fontWeight: 600,
    },
  },
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '22rem',
});
export const control = fieldInput;
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
