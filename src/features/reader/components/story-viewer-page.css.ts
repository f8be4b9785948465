import { style } from '@vanilla-extract/css';
import { partList, vars } from '@/ui';

export const segments = partList;
export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});
export const text = style({ fontSize: vars.fontSize.lg, lineHeight: 1.7, whiteSpace: 'pre-wrap' });
export const choice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const branches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});
// Who wrote the part: a block of its own under the text, not a paragraph of the story.
export const caption = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const author = style({ margin: 0, fontSize: vars.fontSize.md, fontStyle: 'italic' });
