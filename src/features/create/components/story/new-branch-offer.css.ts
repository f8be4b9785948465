import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
});
export const confirm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surfaceRaised,
});
export const question = style({ margin: 0, overflowWrap: 'anywhere' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const choice = style({
  minHeight: '2.75rem',
  textAlign: 'left',
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
