import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const segment = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});
export const text = style({
  fontSize: vars.fontSize.lg,
  lineHeight: 1.7,
  margin: 0,
  whiteSpace: 'pre-wrap',
});
export const taken = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
// A block of its own under the part's text, not a paragraph of the story.
export const caption = style([taken, { display: 'block' }]);
export const branches = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
});
export const branchButton = style({
  minHeight: '2.75rem',
  font: 'inherit',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});
