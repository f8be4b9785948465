import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});
/** One card's place per plan while the plans load, in the same grid, so the plans fill the rows
 * they will take and the founder programme below stays where it is painted. */
export const cardPlaceholder = style({
  minBlockSize: '33.5rem',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const price = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.primary,
});
export const limits = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
});
export const features = style({ margin: 0, paddingLeft: vars.space.lg });
export const founders = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});
export const founderList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const founderItem = style({ lineHeight: 1.5 });
export const upgrade = style({ marginTop: 'auto' });
export const checkoutMessage = style({ marginBottom: vars.space.md });
export const note = style({ color: vars.color.textMuted, marginTop: vars.space.lg });
