import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const wrapper = style({ position: 'relative' });
export const trigger = style({
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  // No wider than the header's account slot, so a long address never moves the bar.
  maxWidth: '13.5rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const list = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.25rem)',
  minWidth: '13rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
});
export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceRaised } },
});
