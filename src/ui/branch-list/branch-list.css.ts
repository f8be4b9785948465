import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme-contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const item = style({
  width: '100%',
  minHeight: '2.75rem',
  display: 'grid',
  gap: '0.125rem',
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceRaised,
    },
  },
});
export const name = style({ fontWeight: 600 });
export const words = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
