import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  maxWidth: '100%',
});

/** Shortened with an ellipsis where the header's slot is narrower than the words (the title has them all). */
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const dotBase = style({
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: vars.radius.pill,
  flexShrink: 0,
});

export const dot = styleVariants({
  online: [dotBase, { background: vars.color.success }],
  syncing: [dotBase, { background: vars.color.primary }],
  offline: [dotBase, { background: vars.color.warning }],
  problem: [dotBase, { background: vars.color.danger }],
});

export const alert = style({ color: vars.color.text, fontSize: vars.fontSize.sm, margin: 0 });
