import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme-contract.css';

/** Entries one under another without bullets, each on a card: feedback, reports. */
export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const card = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A card's line of small facts (its type, status, date). */
export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A story's parts one under another, as the story page and the reader show them. */
export const partList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});
