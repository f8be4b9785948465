import { style } from '@vanilla-extract/css';
import { card, cardList, cardMeta, fieldInput, fieldLabel, fieldStack, vars } from '@/ui';

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

export const list = cardList;

export const entry = card;

export const meta = cardMeta;

export const message = style({
  margin: `${vars.space.sm} 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const details = style({ marginTop: vars.space.sm });

export const summary = style({ cursor: 'pointer', fontWeight: 600, color: vars.color.primary });

export const notice = style({ color: vars.color.textMuted });
