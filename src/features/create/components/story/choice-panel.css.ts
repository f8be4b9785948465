import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 'none', margin: 0, padding: 0 });
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.lg, padding: 0, marginBottom: vars.space.sm });
export const choices = style({ display: 'grid', gap: vars.space.sm });
export const choice = style({
  textAlign: 'left',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
export const custom = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const input = style({
  flex: '1 1 16rem',
  font: 'inherit',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const action = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
