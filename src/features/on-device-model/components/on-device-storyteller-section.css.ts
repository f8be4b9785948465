import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  maxWidth: '40rem',
});
export const facts = style({
  display: 'grid',
  // A long label ("Storage this site uses") must wrap at 320 px rather than push the figures off screen.
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const progress = style({ width: '100%' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const problem = style({ color: vars.color.dangerText });
