import { style } from '@vanilla-extract/css';

/** Read by screen readers, not drawn: the standard clip pattern, which keeps the text in the accessibility tree. */
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
