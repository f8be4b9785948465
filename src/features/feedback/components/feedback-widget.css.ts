import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const trigger = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.widget,
  font: 'inherit',
  fontWeight: 700,
  minHeight: '3rem',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  // A phone has no margin beside the text for it to float in, so there it waits at the end of the
  // page (in the space the layout keeps free) instead of covering fields and story text.
  '@media': {
    '(max-width: 767.98px)': {
      position: 'static',
      display: 'block',
      margin: `0 ${vars.space.md} ${vars.space.md} auto`,
      boxShadow: 'none',
    },
  },
});

export const panel = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: '4.5rem',
  zIndex: vars.zIndex.widget,
  width: 'min(24rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 6rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const close = style({
  font: 'inherit',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});
