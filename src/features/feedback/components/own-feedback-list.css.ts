import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

// Sits below the settings page's frame, so it takes the same width and gutters.
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '60rem',
  margin: `${vars.space.xl} auto`,
  paddingInline: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

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
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const subject = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 600 });

export const message = style({
  margin: `${vars.space.sm} 0 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
