import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const text = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
});

export const badge = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.sm,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.75 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  transition: 'transform 120ms ease',
  selectors: {
    [`${track}[aria-checked="true"] &`]: {
      transform: 'translateX(1.25rem)',
      background: vars.color.primaryText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
