import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const report = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const summary = style({ cursor: 'pointer', fontWeight: 600 });
