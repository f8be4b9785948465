import { style } from '@vanilla-extract/css';
import { fieldInput, fieldLabel, fieldStack, vars } from '@/ui';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  marginBlock: vars.space.md,
});

export const field = fieldStack;

export const label = fieldLabel;

export const control = fieldInput;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const entry = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const message = style({
  margin: `${vars.space.sm} 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const details = style({ marginTop: vars.space.sm });

export const summary = style({ cursor: 'pointer', fontWeight: 600, color: vars.color.primary });

export const notice = style({ color: vars.color.textMuted });
