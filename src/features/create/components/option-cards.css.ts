import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const legend = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  marginBottom: vars.space.md,
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceRaised,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const input = style({
  position: 'absolute',
  opacity: 0,
  width: '1px',
  height: '1px',
});

export const title = style({ fontWeight: 600, color: vars.color.text });
export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
