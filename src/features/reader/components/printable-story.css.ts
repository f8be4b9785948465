import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui';

/** Only in print: on screen the page itself shows the story with its controls. */
export const printable = style({
  display: 'none',
  '@media': {
    print: { display: 'block', color: '#000', background: '#fff', fontFamily: vars.font.body },
  },
});

// While a printable story is on the page, it is all that prints: every other child of <body> (the app,
// the Feedback button, toasts) goes, whatever its own styles say.
globalStyle(`body:has(> .${printable}) > :not(.${printable})`, {
  '@media': { print: { display: 'none !important' } },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '2rem',
  margin: '0 0 0.5rem',
});
export const meta = style({ margin: '0 0 0.25rem', fontSize: '1rem' });
export const part = style({ breakInside: 'avoid-page', paddingTop: '1rem' });
export const nextPart = style({ breakBefore: 'page' });
export const partHeading = style({
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  margin: '0 0 0.5rem',
});
export const choice = style({ fontStyle: 'italic', margin: '0 0 0.5rem' });
export const picture = style({
  display: 'block',
  width: '100%',
  maxHeight: '55vh',
  objectFit: 'contain',
  margin: '0 0 0.75rem',
});
export const text = style({
  fontSize: '1.125rem',
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  margin: 0,
});
export const end = style({
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  textAlign: 'center',
  marginTop: '1.5rem',
});
