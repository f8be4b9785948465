import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const page = style({
  maxWidth: '52rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const cardTitle = style({ marginTop: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ fontWeight: 600 });

export const value = style({ margin: 0, fontFamily: vars.font.mono, wordBreak: 'break-all' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const message = style({
  minHeight: '1.5em',
  margin: 0,
  marginTop: vars.space.md,
  color: vars.color.textMuted,
});
