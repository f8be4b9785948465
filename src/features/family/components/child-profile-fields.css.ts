import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const avatars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
