import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme-contract.css';

export const typedText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
  marginTop: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** The words to change: underlined as well as highlighted, so the mark does not rest on colour alone. */
export const marked = style({
  backgroundColor: 'Mark',
  color: 'MarkText',
  textDecoration: 'underline wavy',
  textDecorationColor: vars.color.danger,
  fontWeight: 600,
});
