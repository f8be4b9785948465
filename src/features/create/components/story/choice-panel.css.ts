import { style } from '@vanilla-extract/css';
import { buttonRow, fieldError, fieldInput, plainFieldset, vars } from '@/ui';

export const panel = style([
  plainFieldset,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md },
]);
export const legend = style({
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  padding: 0,
  marginBottom: vars.space.sm,
});
export const choices = style({ display: 'grid', gap: vars.space.sm });
export const choice = style({
  textAlign: 'left',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  minHeight: '2.75rem',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
export const custom = buttonRow;
export const input = style([fieldInput, { flex: '1 1 16rem' }]);
/** The own choice's message takes a line of its own under the field and its button. */
export const message = style({ flexBasis: '100%' });
export const messageText = fieldError;
export const actions = buttonRow;
export const action = style({
  font: 'inherit',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
