import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme-contract.css';

export const region = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderLeft: `6px solid ${vars.color.primary}`,
});

export const toast = styleVariants({
  info: [base],
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.danger }],
});

export const message = style({ flex: 1, margin: 0 });
export const dismiss = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  minWidth: '1.5rem',
  minHeight: '1.5rem',
});
