import { style } from '@vanilla-extract/css';
import { card, cardList, cardMeta, vars } from '@/ui';

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

export const list = cardList;

export const entry = card;

export const meta = cardMeta;

export const subject = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 600 });

export const message = style({
  margin: `${vars.space.sm} 0 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
