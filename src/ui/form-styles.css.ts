import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme-contract.css';

/** A form's fields one under another. */
export const formStack = style({ display: 'grid', gap: vars.space.md });

/**
 * One labelled field. Spacing sits on the parts rather than a gap, so the always-present
 * (and usually empty) message region under the control takes no room.
 */
export const fieldStack = style({ display: 'flex', flexDirection: 'column' });

export const fieldLabel = style({ fontWeight: 600, marginBottom: vars.space.xs });

export const fieldHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  margin: 0,
  marginTop: vars.space.xs,
});

export const fieldError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  margin: 0,
  marginTop: vars.space.xs,
});

/** Text inputs, text areas and selects share one look; an invalid one shows a heavier danger border. */
export const fieldInput = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  selectors: {
    'textarea&': { resize: 'vertical' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

/** A fieldset without the browser's frame, for a group named by its legend. */
export const plainFieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/** Buttons (or a control and its button) side by side, wrapping on narrow screens. */
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
