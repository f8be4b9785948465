import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

// Narrow screens scroll the table sideways; the controls inside keep it reachable by keyboard.
export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlock: vars.space.sm });

export const head = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const row = style({ borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const email = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const cell = style({ padding: vars.space.sm });

export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
});
